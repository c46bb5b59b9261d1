'use client';
/**
 * The quantity calculator's form and answer (components/catalogue/QuantitySection.tsx). Rendered on
 * the server with the answer the server computed for the address's input, it is a plain GET form to
 * the page itself: without JavaScript 'Regn ut' loads /produkt/{nr}?areal=…&strok=… with the
 * answer. With JavaScript it recalculates as the visitor types and keeps the address on the answer
 * (history.replaceState), so it can be shared. The rules (lib/catalogue/quantity.ts, the same the
 * server used) load on the first keystroke: the page's script on arrival is only this form.
 * Its first valid answer in a page view is reported to `countHref` (a body-less POST beacon,
 * POST /api/insight/calculator/{nr}), so Oversikt counts the answers given in the browser too; an
 * address that arrived with an answer was counted by the server already.
 */
import { useRef, useState, type FormEvent } from 'react';
import type { CoverageFacts, QUANTITY_LIMITS, QUANTITY_PARAMS, QuantityInput, QuantitySize, QuantityView } from '@/lib/catalogue/quantity';
import { QUANTITY_TEXTS } from '@/lib/catalogue/quantity-texts';
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
  /** The server's view of `initial` (quantityView). */
  view: QuantityView;
  /** Where the first valid answer in the browser is reported (POST, no body); absent: not reported. */
  countHref?: string;
}

/** A body-less POST that survives leaving the page; a failure is of no concern to the visitor. */
function sendCount(href: string): void {
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(href)) return;
    void fetch(href, { method: 'POST', keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
  } catch {
    // Not counted.
  }
}

// Type-checked against the library without importing it on arrival.
const AREA: (typeof QUANTITY_PARAMS)['area'] = 'areal';
const COATS: (typeof QUANTITY_PARAMS)['coats'] = 'strok';
const MAX_LENGTH: (typeof QUANTITY_LIMITS)['maxInputLength'] = 30;
const AREA_ID = 'quantity-areal';
const COATS_ID = 'quantity-strok';

let rules: Promise<typeof import('@/lib/catalogue/quantity')> | null = null;
const loadRules = () => (rules ??= import('@/lib/catalogue/quantity'));

export function QuantityCalculator({
  path,
  productName,
  finderHref,
  facts,
  coats,
  sizes,
  coverageText,
  initial,
  view: serverView,
  countHref,
}: QuantityCalculatorProps) {
  // A blank number of coats is computed with the recommended one: the field shows it.
  const [values, setValues] = useState({ areal: initial?.areal ?? '', strok: initial?.strok?.trim() ? initial.strok : String(coats) });
  // The server counted an address that arrived with an answer; else the first valid answer here is reported.
  const counted = useRef(serverView.texts !== null);
  const [view, setView] = useState(serverView);
  // A blank area's message shows for an address with input, or once 'Regn ut' was pressed.
  const asked = useRef(initial !== undefined);
  const latest = useRef(values);
  const areaField = useRef<HTMLInputElement>(null);
  const coatsField = useRef<HTMLInputElement>(null);
  const { texts, errors } = view;

  const recalculate = (next: { areal: string; strok: string }, submitted = false) => {
    latest.current = next;
    void loadRules().then((q) => {
      if (latest.current !== next) return; // a later keystroke answers
      const shown = q.quantityView(facts, sizes, next, { fallbackCoats: coats, showMissing: asked.current });
      setView(shown);
      const valid = q.parseQuantityInput(next, coats).ok;
      if (valid && !counted.current && countHref) {
        counted.current = true;
        sendCount(countHref);
      }
      const blank = !next.areal.trim();
      // The address follows a valid answer, goes bare when the area is emptied, else stays.
      if (valid || blank) window.history.replaceState(window.history.state, '', `${valid ? q.quantityHref(path, next) : path}${window.location.hash}`);
      if (submitted && !valid) (shown.errors.areal ? areaField : coatsField).current?.focus();
    });
  };

  const change = (field: 'areal' | 'strok', value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    recalculate(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault(); // the answer is on the page already
    asked.current = true;
    recalculate(values, true);
  };

  return (
    <section id="mengde" aria-labelledby="quantity-title" className={styles.block}>
      <h2 id="quantity-title" className={styles.blockTitle}>
        {QUANTITY_TEXTS.title}
      </h2>
      <p className={styles.quantityIntro}>Skriv inn arealet, så regner vi ut hvor mye {productName} du trenger og hvilke størrelser som blir billigst.</p>
      <form method="get" action={`${path}#mengde`} className={styles.quantityForm} onSubmit={submit} noValidate>
        <div className={styles.quantityField}>
          <label htmlFor={AREA_ID}>{QUANTITY_TEXTS.area}</label>
          <input
            ref={areaField}
            id={AREA_ID}
            name={AREA}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            maxLength={MAX_LENGTH}
            value={values.areal}
            onChange={(e) => change('areal', e.target.value)}
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
          <label htmlFor={COATS_ID}>{QUANTITY_TEXTS.coats}</label>
          <input
            ref={coatsField}
            id={COATS_ID}
            name={COATS}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={MAX_LENGTH}
            value={values.strok}
            onChange={(e) => change('strok', e.target.value)}
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
          {QUANTITY_TEXTS.submit}
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
                  <dt>{QUANTITY_TEXTS.combination}</dt>
                  <dd data-testid="quantity-combination">{`${texts.combination} (${texts.volume})`}</dd>
                </div>
                <div>
                  <dt>{QUANTITY_TEXTS.price}</dt>
                  <dd data-testid="quantity-price">{texts.price}</dd>
                </div>
              </dl>
            ) : (
              <p>{QUANTITY_TEXTS.noSizes}</p>
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
