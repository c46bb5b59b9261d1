/**
 * 'Hvor mye trenger jeg?' on the product page (docs/product.md: Product page, the quantity
 * calculator): shown for a product with a coverage figure. A server component that hands the
 * island (QuantityCalculator) only plain data: the coverage, the sizes' volumes and prices, the
 * finder link and the input the address carries (the ?areal page), so the answer is in the page's
 * HTML and works without JavaScript.
 */
import type { ProductDetail } from '@/lib/catalogue/responses';
import { coverageRange, defaultCoats, quantityView, type QuantityInput } from '@/lib/catalogue/quantity';
import { factNumber } from '@/lib/catalogue/fact-display';
import { productFinderHref } from '@/lib/dealers/finder';
import { QuantityCalculator } from './QuantityCalculator';

interface Props {
  product: ProductDetail;
  /** The page's own address (the size shown): the form's action and the shared answer's address. */
  path: string;
  /** The address's `areal` and `strok` (the ?areal page); absent on the plain page. */
  input?: QuantityInput;
}

export function QuantitySection({ product, path, input }: Props) {
  const coverage = coverageRange(product);
  if (!coverage) return null;
  const facts = { coverageMinM2PerL: product.coverageMinM2PerL, coverageMaxM2PerL: product.coverageMaxM2PerL };
  const coats = defaultCoats(product);
  const sizes = product.variants.map((v) => ({
    articleNumber: v.articleNumber,
    netQuantity: v.netQuantity,
    netUnit: v.netUnit,
    recommendedPriceNok: v.recommendedPriceNok,
  }));
  // The answer is computed here, so the island needs the rules only once the visitor types.
  const view = input ? quantityView(facts, sizes, input, { fallbackCoats: coats, showMissing: true }) : { texts: null, errors: {} };
  const range = coverage.min === coverage.max ? factNumber(coverage.min) : `${factNumber(coverage.min)}–${factNumber(coverage.max)}`;
  return (
    <QuantityCalculator
      path={path}
      productName={product.name}
      finderHref={productFinderHref(product.articleNumber)}
      facts={facts}
      coats={coats}
      sizes={sizes}
      coverageText={`${range} m²/l`}
      initial={input}
      view={view}
      countHref={`/api/insight/calculator/${encodeURIComponent(product.articleNumber)}`}
    />
  );
}
