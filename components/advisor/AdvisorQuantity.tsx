/**
 * 'Hvor mye trenger jeg?' under the Produktveileder's treatment step (docs/product.md §2,
 * 'Produktveileder'): a GET form (`?areal=`) that the server answers — no script — with the
 * product calculator's rules (lib/catalogue/quantity.ts): for each of the step's products with
 * coverage data, the litres needed at its recommended number of coats and the cheapest combination
 * of its sizes with its price. Bad input gets the calculator's message next to the field.
 */
import { defaultCoats, hasCoverage, parseQuantityInput, quantityAnswer, quantityTexts, QUANTITY_PARAMS, QUANTITY_TEXTS } from '@/lib/catalogue/quantity';
import type { AdvisorProduct } from '@/lib/catalogue/advisor';
import styles from './advisor.module.css';

const AREA_ID = 'veileder-areal';

/** The calculator's texts (lib/catalogue/quantity.ts) and the advisor's own. */
export const ADVISOR_QUANTITY_TEXTS = {
  ...QUANTITY_TEXTS,
  lead: 'Skriv inn arealet, så regner vi ut hvor mye du trenger av produktene i dette steget.',
  coatsCount: (n: number) => `${n} strøk`,
  noCoverage: 'Ingen av produktene i dette steget har oppgitt dekkevne.',
} as const;
const Q = ADVISOR_QUANTITY_TEXTS;

export function AdvisorQuantity({ action, products, areal }: { action: string; products: readonly AdvisorProduct[]; areal: string | undefined }) {
  const covered = products.filter(hasCoverage);
  if (covered.length === 0) return null;
  const asked = areal !== undefined;
  const parsed = asked ? parseQuantityInput({ areal }, 1) : null;
  const error = parsed && !parsed.ok ? parsed.errors.areal : undefined;
  return (
    <section className={styles.quantity} aria-labelledby="advisor-quantity">
      <h4 id="advisor-quantity" className={styles.quantityTitle}>
        {Q.title}
      </h4>
      <p className={styles.quantityLead}>{Q.lead}</p>
      <form method="get" action={action} className={styles.quantityForm}>
        <div>
          <label htmlFor={AREA_ID}>{Q.area}</label>
          <input
            id={AREA_ID}
            name={QUANTITY_PARAMS.area}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={areal ?? ''}
            className={styles.quantityInput}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${AREA_ID}-error` : undefined}
          />
          {error && (
            <p id={`${AREA_ID}-error`} className={styles.quantityError}>
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="btn">
          {Q.submit}
        </button>
      </form>
      {parsed?.ok && (
        <ul className={styles.quantityAnswers} data-testid="advisor-quantity-answer">
          {covered.map((product) => {
            const coats = defaultCoats(product);
            const answer = quantityAnswer(product, product.variants, parsed.areaM2, coats);
            if (!answer) return null;
            const texts = quantityTexts(answer);
            return (
              <li key={product.articleNumber}>
                <strong>{product.name}</strong> ({Q.coatsCount(coats)}): {texts.need}.{' '}
                {texts.combination ? `${texts.combination} – ${texts.price}.` : Q.noSizes}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
