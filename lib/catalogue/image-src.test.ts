import { isSiteImage } from './image-src';

describe('isSiteImage', () => {
  it('is true for stored files and false for remote addresses', () => {
    expect(isSiteImage('/media/products/a.jpg')).toBe(true);
    expect(isSiteImage('https://cdn.example/a.jpg')).toBe(false);
    expect(isSiteImage('//cdn.example/a.jpg')).toBe(false);
  });
});
