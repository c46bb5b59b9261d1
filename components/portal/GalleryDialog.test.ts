/** The gallery's search (docs/product.md: Dealer portal): name or any article number the picture shows, any case. */
import type { GalleryImage } from '@/lib/portal/images';
import { filterGallery } from './GalleryDialog';

const image = (key: string, name: string, articleNumbers: string[]): GalleryImage => ({
  key,
  downloadUrl: `/api/download-image/${key}`,
  articleNumber: articleNumbers[0],
  articleNumbers,
  name,
  sizeLabel: null,
  category: 'Treolje',
  imageUrl: `/media/products/${key}.jpg`,
  fileName: `${articleNumbers[0]}.jpg`,
});

const IMAGES = [image('p1', 'Teakolje Natur', ['3010']), image('v2', 'Teakolje Natur 500 ml', ['3020']), image('p3', 'Møbelolje Klar', ['3030', 'E-3031'])];

describe('filterGallery', () => {
  it('keeps every picture for a blank query', () => {
    expect(filterGallery(IMAGES, '  ')).toBe(IMAGES);
  });

  it('finds by name, any case, a size by its own name', () => {
    expect(filterGallery(IMAGES, 'TEAKOLJE').map((i) => i.key)).toEqual(['p1', 'v2']);
    expect(filterGallery(IMAGES, '500 ml').map((i) => i.key)).toEqual(['v2']);
    expect(filterGallery(IMAGES, 'møbel').map((i) => i.key)).toEqual(['p3']);
  });

  it("finds a product's picture by the number of a size that shows it", () => {
    expect(filterGallery(IMAGES, 'e-3031').map((i) => i.key)).toEqual(['p3']);
    expect(filterGallery(IMAGES, '3020').map((i) => i.key)).toEqual(['v2']);
    expect(filterGallery(IMAGES, '30').map((i) => i.key)).toEqual(['p1', 'v2', 'p3']);
    expect(filterGallery(IMAGES, '9999')).toEqual([]);
  });
});
