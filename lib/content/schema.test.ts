import { contentFieldErrors, formatDay, osloDay, siteContentUpdateSchema } from './schema';
import { CONTENT_MESSAGES } from './messages';

const hero = {
  title: 'Pleie for tre',
  lead: 'Kvalitetsprodukter',
  figures: [
    { figure: '100+', label: 'år' },
    { figure: '200+', label: 'forhandlere' },
    { figure: '1M', label: 'kunder' },
  ],
};
const company = {
  companyName: 'Firma AS',
  email: 'post@firma.no',
  phone: '+47 22 00 00 00',
  organisationNumber: '999 999 999',
  street: 'Gata 1',
  postalCode: '0150',
  city: 'Oslo',
  country: 'Norge',
};

const errorsOf = (input: unknown) => {
  const parsed = siteContentUpdateSchema.safeParse(input);
  return parsed.success ? {} : contentFieldErrors(parsed.error);
};

describe('siteContentUpdateSchema', () => {
  it('takes any one section, trimmed', () => {
    const parsed = siteContentUpdateSchema.parse({ hero: { ...hero, title: '  Ny tittel  ' } });
    expect(parsed.hero?.title).toBe('Ny tittel');
    expect(siteContentUpdateSchema.parse({ company }).company).toEqual(company);
    expect(siteContentUpdateSchema.parse({ about: { html: '<p>Om oss</p>' } }).about?.html).toBe('<p>Om oss</p>');
  });

  it('refuses an empty document and unknown sections', () => {
    expect(errorsOf({})).toEqual({ _: [CONTENT_MESSAGES.empty] });
    expect(Object.keys(errorsOf({ hero, heroes: hero }))).toEqual(['_']);
  });

  it('names the nested field of each mistake in Norwegian', () => {
    const errors = errorsOf({ hero: { ...hero, figures: [{ figure: '', label: 'år' }, hero.figures[1], hero.figures[2]] } });
    expect(errors).toEqual({ 'hero.figures.0.figure': [CONTENT_MESSAGES.figure] });
    expect(errorsOf({ hero: { ...hero, figures: hero.figures.slice(0, 2) } })).toEqual({ 'hero.figures': [CONTENT_MESSAGES.figures] });
    expect(errorsOf({ company: { ...company, email: 'ikke-epost', phone: 'ring meg' } })).toEqual({
      'company.email': [CONTENT_MESSAGES.email],
      'company.phone': [CONTENT_MESSAGES.phone],
    });
    expect(errorsOf({ privacy: { html: '' } })).toEqual({ 'privacy.html': [CONTENT_MESSAGES.htmlEmpty] });
  });

  it('reads a rating typed with a decimal comma, and checks the range, the count and the link', () => {
    const ok = siteContentUpdateSchema.parse({ reviews: { items: [{ source: 'Trustpilot', score: '4,9', count: '170', url: '' }] } });
    expect(ok.reviews?.items[0]).toEqual({ source: 'Trustpilot', score: 4.9, count: 170, url: '' });
    const errors = errorsOf({ reviews: { items: [{ source: 'Google', score: '5,5', count: '1.5', url: 'http://google.com' }] } });
    expect(errors).toEqual({
      'reviews.items.0.score': [CONTENT_MESSAGES.reviewScore],
      'reviews.items.0.count': [CONTENT_MESSAGES.reviewCount],
      'reviews.items.0.url': [CONTENT_MESSAGES.reviewUrl],
    });
    expect(errorsOf({ reviews: { items: [{ source: 'Google', score: '', count: 3, url: '' }] } })).toEqual({
      'reviews.items.0.score': [CONTENT_MESSAGES.reviewScore],
    });
  });

  it('refuses control characters in a single-line field', () => {
    expect(Object.keys(errorsOf({ hero: { ...hero, title: 'a\u0007b' } }))).toEqual(['hero.title']);
  });
});

describe('days', () => {
  it('formats the privacy day the Norwegian way and takes the day in Norway', () => {
    expect(formatDay('2025-03-04')).toBe('04.03.2025');
    // 23:30 UTC on 31 December is already 1 January in Oslo.
    expect(osloDay(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
  });
});
