/** The browser's own search filters normalise their query (issue 33; lib/validation/characters.ts normalizeQuery). */
import { filterCourses } from './courses/CourseList';
import { filterGallery } from './portal/GalleryDialog';

const DECOMPOSED = 'tresa\u030Ape'; // 'tresåpe' with a + COMBINING RING ABOVE
const FULL_WIDTH = '\uFF54\uFF52\uFF45\uFF53\u00E5\uFF50\uFF45'; // 'ｔｒｅｓåｐｅ'

describe('the gallery and the course list filters', () => {
  it('the gallery and the course list', () => {
    const images = [
      { name: 'Tresåpe 1 l', articleNumbers: ['9040'] },
      { name: 'Olje', articleNumbers: ['1010'] },
    ] as Parameters<typeof filterGallery>[0];
    expect(filterGallery(images, DECOMPOSED).map((i) => i.name)).toEqual(['Tresåpe 1 l']);
    expect(filterGallery(images, '\uFF11\uFF10\uFF11\uFF10').map((i) => i.name)).toEqual(['Olje']);
    const courses = [{ title: 'Behandling med tresåpe', description: '', category: 'Tre' }] as unknown as Parameters<typeof filterCourses>[0];
    expect(filterCourses(courses, FULL_WIDTH, 'Alle kurs')).toHaveLength(1);
  });
});
