import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { hasCoverage, parseQuantityInput, defaultCoats, QUANTITY_LIMITS, QUANTITY_PARAMS, type QuantityInput } from '@/lib/catalogue/quantity';
import { noteCalculatorUse } from '@/lib/insight/record';
import { pageText } from '@/lib/validation/text';
import { findProduct, productMetadata, ProductPageView } from '../product-page';

type Props = {
  params: Promise<{ articleNumber: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The product page with the quantity calculator's answer: `/produkt/{nr}?areal=…&strok=…`,
 * rewritten here by next.config.mjs (not linked anywhere), rendered per request because the query
 * decides; the plain /produkt/{nr} stays a prerendered page that never reads its query
 * (docs/product.md: Product page, the quantity calculator). The same page as ../page.tsx, with the
 * canonical address of the plain page and kept out of search engines' indexes.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { ...(await productMetadata(params)), robots: { index: false, follow: true } };
}

/**
 * A calculator field of the address under the one page-parameter rule (lib/validation/text.ts): a
 * repeated or unclean value counts as absent. An oversized one is kept, cut to one character past the
 * field's cap, so the parser answers that it is not a number rather than that it is missing.
 */
function calculatorText(query: Record<string, string | string[] | undefined>, name: string): string {
  const raw = query[name];
  const over = QUANTITY_LIMITS.maxInputLength + 1;
  return (
    pageText(
      {
        [name]:
          typeof raw === 'string'
            ? Array.from(raw.slice(0, 2 * over))
                .slice(0, over)
                .join('')
            : raw,
      },
      name,
      over,
    ) ?? ''
  );
}

export default async function ProductQuantityPage({ params, searchParams }: Props) {
  const query = await searchParams;
  // The one page-parameter rule (lib/validation/text.ts): a repeated or unclean value counts as absent.
  const input: QuantityInput = {
    areal: calculatorText(query, QUANTITY_PARAMS.area),
    strok: calculatorText(query, QUANTITY_PARAMS.coats),
  };
  const found = await findProduct(params);
  // An unknown product: its plain address, whose prerendered page answers 404 with its text (a page
  // rendered per request cannot set that status once it has started streaming).
  if (!found) redirect(`/produkt/${(await params).articleNumber}`);
  // Each answer with valid input counts once per product, client and day, after the answer is sent
  // (lib/insight/record.ts; shown in Oversikt by week).
  if (hasCoverage(found.product) && parseQuantityInput(input, defaultCoats(found.product)).ok) noteCalculatorUse(found.product.articleNumber);
  return <ProductPageView found={found} calculator={input} />;
}
