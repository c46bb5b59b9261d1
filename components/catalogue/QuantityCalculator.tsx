'use client';
/**
 * The quantity calculator's form and answer (components/catalogue/QuantitySection.tsx). Rendered on
 * the server with the address's input, it is a plain GET form to the page itself: without
 * JavaScript 'Regn ut' loads /produkt/{nr}?areal=…&strok=… with the answer. With JavaScript it
 * recalculates as the visitor types and keeps the address on the answer (history.replaceState), so
 * it can be shared. It imports lib/catalogue/quantity.ts only (the same rule as the server).
 */
import { useRef, useState, type FormEvent } from 'react';
import {
  parseQuantityInput,
  QUANTITY_LIMITS,
  QUANTITY_PARAMS,
  quantityAnswer,
  quantityHref,
  quantityTexts,
  type CoverageFacts,
  type QuantityInput,
  type QuantitySize,
} from '@/lib/catalogue/quantity';
import styles from './product.module.css';

export interface QuantityCalculatorProps {
  path: string;
  productName: string;
  finderHref: string;
  facts: CoverageFacts;
  /** The default number of coats: the recommended one. */
  coats: number;
  sizes: QuantitySize[];
  /** '8–12 m²/l'. */
  coverageText: string;
  /** The address's input; absent on the plain page (no answer, no message). */
  initial?: QuantityInput;
}

const AREA_ID = 'quantity-areal';
const COATS_ID = 'quantity-strok';

export function QuantityCalculator({ path, productName, finderHref, facts, coats, sizes, coverageText, initial }: QuantityCalculatorProps) {
  const [areal, setAreal] = useState(initial?.areal ?? '');
  const [strok, setStrok] = useState(initial?.strok ?? String(coats));
  // The messages show for an address with input, or once 'Regn ut' was pressed; while typing on
  // the plain page an empty area is not yet an error.
  const [asked, setAsked] = useState(initial !== undefined);
  const areaField = useRef<HTMLInputElement>(null);
  const coatsField = useRef<HTMLInputElement>(null);

  const parsed = parseQuantityInput({ areal, strok }, coats);
  const errors = parsed.ok ? {} : { ...parsed.errors, ...(asked || areal.trim() ? {} : { areal: undefined }) };
  const answer = parsed.ok ? quantityAnswer(facts, sizes, parsed.areaM2, parsed.coats) : null;
  const texts = answer ? quantityTexts(answer) : null;

  const update = (next: QuantityInput) => {
    const values = { areal, strok, ...next };
    if (next.areal !== undefined) setAreal(values.areal ?? '');
    if (next.strok !== undefined) setStrok(values.strok ?? '');
    const result = parseQuantityInput(values, coats);
    const blank = !(values.areal ?? '').trim();
    if (!result.ok && !blank) return; // the address keeps the last answer until the input is one again
    window.history.replaceState(window.history.state, '', `${blank ? path : quantityHref(path, values)}${window.location.hash}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault(); // the answer is already on the page
    setAsked(true);
    if (!parsed.ok) (parsed.errors.areal ? areaField : coatsField).current?.focus();
  };

  return (
    <section id="mengde" aria-labelledby="quantity-title" className={styles.block}>
      <h2 id="quantity-title" className={styles.blockTitle}>
        Hvor mye trenger jeg?
      </h2>
      <p className={styles.quantityIntro}>Skriv inn arealet, så regner vi ut hvor mye {productName} du trenger og hvilke størrelser som blir billigst.</p>
      <form method="get" action={`${path}#mengde`} className={styles.quantityForm} onSubmit={submit} noValidate>
        <div className={styles.quantityField}>
          <label htmlFor={AREA_ID}>Areal (m²)</label>
          <input
            ref={areaField}
            id={AREA_ID}
            name={QUANTITY_PARAMS.area}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            maxLength={QUANTITY_LIMITS.maxInputLength}
            value={areal}
            onChange={(e) => update({ areal: e.target.value })}
            aria-invalid={errors.areal ? true : undefined}
            aria-describedby={errors.areal ? `${AREA_ID}-error` : undefined}
          />
          {errors.areal && (
            <p id={`${AREA_ID}-error`} className={styles.quantityError}>
              {errors.areal}
            </p>
          )}
        </div>
        <div className={styles.quantityField}>
          <label htmlFor={COATS_ID}>Antall strøk</label>
          <input
            ref={coatsField}
            id={COATS_ID}
            name={QUANTITY_PARAMS.coats}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={QUANTITY_LIMITS.maxInputLength}
            value={strok}
            onChange={(e) => update({ strok: e.target.value })}
            aria-invalid={errors.strok ? true : undefined}
            aria-describedby={errors.strok ? `${COATS_ID}-error` : undefined}
          />
          {errors.strok && (
            <p id={`${COATS_ID}-error`} className={styles.quantityError}>
              {errors.strok}
            </p>
          )}
        </div>
        <button type="submit" className={`btn ${styles.quantityButton}`}>
          Regn ut
        </button>
      </form>
      <div aria-live="polite" className={styles.quantityAnswer} data-testid="quantity-answer">
        {texts && (
          <>
            <p className={styles.quantityNeed} data-testid="quantity-need">
              {texts.need}
            </p>
            {texts.combination ? (
              <dl className={styles.factPairs}>
                <div>
                  <dt>Billigste kombinasjon</dt>
                  <dd data-testid="quantity-combination">{`${texts.combination} (${texts.volume})`}</dd>
                </div>
                <div>
                  <dt>Veiledende pris</dt>
                  <dd data-testid="quantity-price">{texts.price}</dd>
                </div>
              </dl>
            ) : (
              <p>Ingen av størrelsene har pris og innhold i liter, så vi kan ikke foreslå hva du bør kjøpe.</p>
            )}
            <p className={styles.small}>
              <a href={finderHref}>Finn forhandler som har produktet</a>
            </p>
          </>
        )}
      </div>
      <p className={`muted ${styles.small}`}>Regnet ut fra dekkevnen {coverageText} per strøk. Ru eller sugende underlag trenger mer.</p>
    </section>
  );
}
