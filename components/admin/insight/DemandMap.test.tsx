import { renderToStaticMarkup } from 'react-dom/server';
import { DemandMap } from './DemandMap';

const viewBoxOf = (html: string) =>
  html
    .match(/viewBox="([^"]+)"/)![1]
    .split(' ')
    .map(Number);

describe('DemandMap', () => {
  it('draws one circle per postal code, the most searched the largest, named for screen readers', () => {
    const html = renderToStaticMarkup(
      <DemandMap
        points={[
          { postalCode: '9990', count: 4, lat: 70.0, lng: 30.0 },
          { postalCode: '4950', count: 1, lat: 58.7, lng: 9.2 },
        ]}
      />,
    );
    expect(html).toContain('aria-label="Kart over Norge med 2 postnumre uten forhandler innen 100 km"');
    expect(html.match(/<circle/g)).toHaveLength(2);
    expect(html).toContain('<title>9990: 4</title>');
    const r = (code: string) => Number(html.match(new RegExp(`<circle[^>]*r="([\\d.]+)"[^>]*data-postal-code="${code}"`))![1]);
    expect(r('9990')).toBeGreaterThan(r('4950'));
  });

  it('shows mainland Norway, and grows to take in a point on Svalbard', () => {
    const mainland = viewBoxOf(renderToStaticMarkup(<DemandMap points={[]} />));
    const svalbard = viewBoxOf(renderToStaticMarkup(<DemandMap points={[{ postalCode: '9170', count: 1, lat: 78.2, lng: 15.6 }]} />));
    expect(svalbard[1]).toBeLessThan(mainland[1]); // further north: a smaller y
    expect(svalbard[3]).toBeGreaterThan(mainland[3]);
  });
});
