/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { PICTOGRAMS } from '@/lib/catalogue/facts';
import { GhsPictogram } from './GhsPictogram';

describe('GhsPictogram (CLP Annex V, drawn in SVG)', () => {
  it.each(PICTOGRAMS.map((p) => [p.code, p.alt] as const))('%s is an image named by its hazard: %s', (code, alt) => {
    render(<GhsPictogram code={code} />);
    const image = screen.getByRole('img', { name: alt });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.getAttribute('viewBox')).toBe('0 0 100 100');
    expect(image.getAttribute('data-pictogram')).toBe(code);
    // The red diamond frame on white, then the black symbol.
    const frame = image.querySelector('polygon')!;
    expect(frame.getAttribute('points')).toBe('50,5 95,50 50,95 5,50');
    expect(frame.getAttribute('stroke')).toBe('#ff0000');
    expect(frame.getAttribute('fill')).toBe('#ffffff');
    expect(image.querySelectorAll('path, rect, circle, ellipse, line, polygon').length).toBeGreaterThan(1);
  });

  it('draws a different symbol for each code', () => {
    const markup = PICTOGRAMS.map((p) =>
      render(<GhsPictogram code={p.code} />).container.innerHTML.replace(/aria-label="[^"]*"|<title>[^<]*<\/title>|data-pictogram="[^"]*"/g, ''),
    );
    expect(new Set(markup).size).toBe(PICTOGRAMS.length);
  });

  it('renders nothing for an unknown code, and takes its size', () => {
    const { container } = render(<GhsPictogram code="GHS10" />);
    expect(container.innerHTML).toBe('');
    render(<GhsPictogram code="GHS02" size={48} />);
    const image = screen.getByRole('img', { name: 'Brannfarlig' });
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['48', '48']);
  });
});
