import { afterFirstParagraph, htmlText, splitSections } from './sections';

describe('splitSections', () => {
  it('cuts the text at its h2 headings into an introduction and anchored sections', () => {
    const { intro, sections } = splitSections(
      '<p>Intro</p><h2>1. Behandlingsansvarlig</h2><p>A</p><h2>Vår <em>Historie</em> &amp; mer</h2><p>B</p><ul><li>C</li></ul>',
    );
    expect(intro).toBe('<p>Intro</p>');
    expect(sections).toEqual([
      { id: 'behandlingsansvarlig', titleHtml: '1. Behandlingsansvarlig', title: '1. Behandlingsansvarlig', html: '<p>A</p>' },
      { id: 'var-historie-mer', titleHtml: 'Vår <em>Historie</em> &amp; mer', title: 'Vår Historie & mer', html: '<p>B</p><ul><li>C</li></ul>' },
    ]);
  });

  it('gives repeated and empty headings their own ids', () => {
    const { intro, sections } = splitSections('<h2>Om</h2><p>a</p><h2>Om</h2><h2>!!</h2>');
    expect(intro).toBe('');
    expect(sections.map((s) => s.id)).toEqual(['om', 'om-2', 'del-3']);
  });

  it('has no sections for a text without h2', () => {
    expect(splitSections('<p>Bare tekst</p>')).toEqual({ intro: '<p>Bare tekst</p>', sections: [] });
  });
});

describe('afterFirstParagraph and htmlText', () => {
  it('cuts after the first paragraph', () => {
    expect(afterFirstParagraph('<p>a</p><p>b</p>')).toEqual(['<p>a</p>', '<p>b</p>']);
    expect(afterFirstParagraph('<ul><li>x</li></ul>')).toEqual(['<ul><li>x</li></ul>', '']);
  });
  it('drops tags and decodes the sanitiser entities', () => {
    expect(htmlText('<strong>A</strong>&nbsp;&lt;b&gt; &quot;c&quot;')).toBe('A <b> "c"');
  });
});
