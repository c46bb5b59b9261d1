/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { quantityView, type QuantityInput } from '@/lib/catalogue/quantity';
import { QuantityCalculator, type QuantityCalculatorProps } from './QuantityCalculator';

const NBSP = '\u00a0';
const BASE: Omit<QuantityCalculatorProps, 'view'> = {
  path: '/produkt/3010',
  productName: 'Teakolje Natur',
  finderHref: '/forhandlere?produkt=3010',
  facts: { coverageMinM2PerL: 8, coverageMaxM2PerL: 12 },
  coats: 2,
  sizes: [
    { articleNumber: '3020', netQuantity: 500, netUnit: 'ml', recommendedPriceNok: 189 },
    { articleNumber: '3010', netQuantity: 1, netUnit: 'l', recommendedPriceNok: 329 },
  ],
  coverageText: '8–12 m²/l',
};

/** The props QuantitySection gives: the server's view of the address's input. */
const PROPS: QuantityCalculatorProps = { ...BASE, view: { texts: null, errors: {} } };
const withInput = (initial: QuantityInput, sizes = BASE.sizes): QuantityCalculatorProps => ({
  ...BASE,
  sizes,
  initial,
  view: quantityView(BASE.facts, sizes, initial, { fallbackCoats: BASE.coats, showMissing: true }),
});

/** Types into a field and lets the lazily loaded rules answer. */
async function type(field: HTMLInputElement, value: string) {
  await act(async () => {
    fireEvent.change(field, { target: { value } });
    await import('@/lib/catalogue/quantity');
  });
}

/** The text of the elements the field's aria-describedby names. */
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const text = (testId: string) => screen.getByTestId(testId).textContent;

const area = () => screen.getByLabelText('Areal (m²)') as HTMLInputElement;
const coats = () => screen.getByLabelText('Antall strøk') as HTMLInputElement;

describe('QuantityCalculator', () => {
  beforeEach(() => window.history.replaceState(null, '', '/produkt/3010'));

  it('plain page: a GET form to the page with the recommended coats, no answer and no message', () => {
    const html = renderToString(<QuantityCalculator {...PROPS} />);
    expect(html).toContain('action="/produkt/3010#mengde"');
    expect(html).toContain('method="get"');
    expect(html).not.toContain('Du trenger');
    expect(html).not.toContain('aria-invalid');
    render(<QuantityCalculator {...PROPS} />);
    expect(area().value).toBe('');
    expect(area().name).toBe('areal');
    expect(coats().value).toBe('2');
    expect(coats().name).toBe('strok');
  });

  it('server-renders the answer of the address: litres, combination, total price, finder link', () => {
    const html = renderToString(<QuantityCalculator {...withInput({ areal: '20', strok: '2' })} />);
    expect(html).toContain('Du trenger 3,3–5 l');
    expect(html).toContain('5 × 1 l (5 l)');
    expect(html).toContain(`1${NBSP}645,00${NBSP}kr`);
    expect(html).toContain('href="/forhandlere?produkt=3010"');
  });

  it('server-renders a bad input with its message next to the field, described by it and marked invalid', () => {
    render(<QuantityCalculator {...withInput({ areal: '-5', strok: '11' })} />);
    expect(area().getAttribute('aria-invalid')).toBe('true');
    expect(description(area())).toBe('Arealet må være større enn 0 m²');
    expect(description(coats())).toBe('Antall strøk må være et helt tall fra 1 til 10');
    expect(screen.queryByTestId('quantity-need')).toBeNull();
  });

  it('an address with an empty area says to write one; a blank number of coats shows the recommended one', () => {
    render(<QuantityCalculator {...withInput({ areal: '', strok: '' })} />);
    expect(description(area())).toBe('Skriv inn arealet i m²');
    expect(coats().value).toBe('2');
  });

  it('/produkt/3010?areal=20 (no strok) shows the coats it computed with', () => {
    render(<QuantityCalculator {...withInput({ areal: '20', strok: '' })} />);
    expect(coats().value).toBe('2');
    expect(text('quantity-need')).toBe('Du trenger 3,3–5 l');
  });

  it('an area past the field cap (the address passes it through) says it is not a number', () => {
    render(<QuantityCalculator {...withInput({ areal: '1'.repeat(31), strok: '2' })} />);
    expect(description(area())).toBe('Arealet må være et tall i m², for eksempel 12,5');
  });

  describe('counting (POST beacon to countHref)', () => {
    const beacon = jest.fn((url: string | URL) => url !== '');
    beforeEach(() => {
      beacon.mockClear();
      Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    });

    it('reports the first valid answer of the page view once, not a refused input', async () => {
      render(<QuantityCalculator {...PROPS} countHref="/api/insight/calculator/3010" />);
      await type(area(), 'tolv');
      expect(beacon).not.toHaveBeenCalled();
      await type(area(), '12');
      await type(area(), '14');
      await type(coats(), '1');
      expect(beacon.mock.calls).toEqual([['/api/insight/calculator/3010']]);
    });

    it('does not report again an address that arrived with an answer (the server counted it)', async () => {
      render(<QuantityCalculator {...withInput({ areal: '20', strok: '2' })} countHref="/api/insight/calculator/3010" />);
      await type(area(), '30');
      expect(beacon).not.toHaveBeenCalled();
    });
  });

  it('recalculates as the visitor types and keeps the address on the answer', async () => {
    render(<QuantityCalculator {...PROPS} />);
    await type(area(), '12,5');
    expect(text('quantity-need')).toBe('Du trenger 2–3,2 l');
    expect(text('quantity-combination')).toBe('3 × 1 l + 1 × 500 ml (3,5 l)');
    expect(window.location.pathname + window.location.search).toBe('/produkt/3010?areal=12%2C5&strok=2');
    await type(coats(), '1');
    expect(text('quantity-need')).toBe('Du trenger 1–1,6 l');
    expect(window.location.search).toBe('?areal=12%2C5&strok=1');
    // Bad input: the message, no answer, the address stays on the last answer.
    await type(area(), 'tolv');
    expect(description(area())).toBe('Arealet må være et tall i m², for eksempel 12,5');
    expect(screen.queryByTestId('quantity-need')).toBeNull();
    expect(window.location.search).toBe('?areal=12%2C5&strok=1');
    // Emptied: no message until 'Regn ut', the bare address.
    await type(area(), '');
    expect(area().hasAttribute('aria-invalid')).toBe(false);
    expect(window.location.search).toBe('');
    await act(async () => {
      fireEvent.submit(area().form!);
      await import('@/lib/catalogue/quantity');
    });
    expect(description(area())).toBe('Skriv inn arealet i m²');
    expect(document.activeElement).toBe(area());
  });

  it('says so when no size can be bought by the litre', () => {
    render(<QuantityCalculator {...withInput({ areal: '20' }, [{ articleNumber: '1', netQuantity: 200, netUnit: 'g', recommendedPriceNok: 99 }])} />);
    expect(text('quantity-need')).toBe('Du trenger 3,3–5 l');
    expect(screen.queryByTestId('quantity-combination')).toBeNull();
    expect(screen.getByText(/Ingen av størrelsene har pris og innhold i liter/)).toBeTruthy();
  });
});
