/** The public forms' rate-limit message (docs/product.md §8): the wait in whole minutes, rounded up. */
import { formRateLimited, formRateLimitedToast } from './messages';

describe('formRateLimited', () => {
  it('says the wait in minutes, rounded up', () => {
    expect(formRateLimited(661)).toBe('For mange innsendinger. Prøv igjen om 12 minutter.');
    expect(formRateLimited(720)).toBe('For mange innsendinger. Prøv igjen om 12 minutter.');
    expect(formRateLimited(121)).toBe('For mange innsendinger. Prøv igjen om 3 minutter.');
  });

  it('says 1 minutt (singular) for a minute or less', () => {
    expect(formRateLimited(1)).toBe('For mange innsendinger. Prøv igjen om 1 minutt.');
    expect(formRateLimited(60)).toBe('For mange innsendinger. Prøv igjen om 1 minutt.');
    expect(formRateLimited(61)).toBe('For mange innsendinger. Prøv igjen om 2 minutter.');
  });

  it('never says 0 minutes or NaN', () => {
    expect(formRateLimited(0)).toBe('For mange innsendinger. Prøv igjen om 1 minutt.');
    expect(formRateLimited(Number.NaN)).toBe('For mange innsendinger. Prøv igjen om 1 minutt.');
  });

  it('is the toast’s title and description as one line', () => {
    expect(formRateLimitedToast(900)).toEqual({ title: 'For mange innsendinger', description: 'Prøv igjen om 15 minutter.' });
  });
});
