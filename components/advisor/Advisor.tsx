/**
 * The Produktveileder's pages (docs/product.md §2, 'Produktveileder'): the three steps and the
 * answer. Server components only, plain links and one GET form: the guide works without
 * JavaScript and ships no script of its own.
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import {
  ADVISOR_TEXTS as T,
  GOALS,
  PLACES,
  advisorPath,
  offeredTerms,
  placeLabel,
  routineFinderLink,
  taskOrderOf,
  type AdvisorTerm,
  type Place,
  type Routine,
} from '@/lib/catalogue/advisor';
import type { Task } from '@/lib/catalogue/facts';
import { sizePrices, UNIT_PRICE_SEPARATOR } from '@/lib/catalogue/fact-display';
import { variantTitle } from '@/lib/catalogue/variants';
import styles from './advisor.module.css';

/** The later answers a step keeps when the visitor changes an earlier one ('Endre'). */
export interface KeptAnswers {
  place?: Place | null;
  goal?: Task | null;
}

/** The query that carries kept answers back to an earlier step: `?sted=ute&mal=beskytte`. */
export const KEEP_PARAMS = { place: 'sted', goal: 'mal' } as const;

function keepQuery(kept: KeptAnswers): string {
  const query = new URLSearchParams();
  if (kept.place) query.set(KEEP_PARAMS.place, kept.place);
  if (kept.goal) query.set(KEEP_PARAMS.goal, kept.goal);
  const text = query.toString();
  return text ? `?${text}` : '';
}

function Frame({ step, title, lead, children }: { step?: number; title: string; lead?: string; children: ReactNode }) {
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.kicker}>
        <Link href="/veileder" prefetch={false}>
          {T.heading}
        </Link>
        {step ? <span> · {T.stepOf(step)}</span> : null}
      </p>
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </div>
  );
}

/** 'Dine svar': each answer so far with its 'Endre' (back to that step, the other answers kept). */
function Answers({ term, place, goal }: { term: AdvisorTerm; place?: Place; goal?: Task }) {
  const rows: { question: string; answer: string; href: string; label: string }[] = [
    {
      question: T.materialQuestion,
      answer: term.label,
      href: `/veileder${keepQuery({ place, goal })}`,
      label: `${T.change}: ${T.materialQuestion}`,
    },
  ];
  if (place)
    rows.push({
      question: T.placeQuestion,
      answer: placeLabel(place),
      href: `${advisorPath(term.slug)}${keepQuery({ goal })}`,
      label: `${T.change}: ${T.placeQuestion}`,
    });
  if (place && goal)
    rows.push({
      question: T.goalQuestion,
      answer: GOALS[goal].label,
      href: advisorPath(term.slug, place),
      label: `${T.change}: ${T.goalQuestion}`,
    });
  return (
    <section className={styles.answers} aria-labelledby="advisor-answers">
      <h2 id="advisor-answers" className={styles.answersTitle}>
        {T.answersHeading}
      </h2>
      <dl className={styles.answerList}>
        {rows.map((r) => (
          <div key={r.question} className={styles.answerRow}>
            <dt>{r.question}</dt>
            <dd>
              <span className={styles.answer}>{r.answer}</span>{' '}
              <Link href={r.href} prefetch={false} aria-label={r.label}>
                {T.change}
              </Link>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Choices({ labelledBy, items }: { labelledBy: string; items: { href: string; label: string; hint?: string }[] }) {
  return (
    <ul className={styles.choices} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.href}>
          <Link href={item.href} prefetch={false} className={styles.choice}>
            <span className={styles.choiceLabel}>{item.label}</span>
            {item.hint && <span className={styles.choiceHint}>{item.hint}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Step 1: what to treat. A kept place (and goal, when the material has it) lead past the later steps. */
export function MaterialStep({ terms, kept }: { terms: readonly AdvisorTerm[]; kept: KeptAnswers }) {
  const items = offeredTerms(terms).map((term) => {
    const goal = kept.place && kept.goal && taskOrderOf(term).includes(kept.goal) ? kept.goal : null;
    const href = kept.place ? advisorPath(term.slug, kept.place, goal) : `${advisorPath(term.slug)}${keepQuery({ goal: kept.goal })}`;
    return { href, label: term.label };
  });
  return (
    <Frame step={1} title={T.heading} lead={T.lead}>
      <h2 id="advisor-question" className={styles.question}>
        {T.materialQuestion}
      </h2>
      <Choices labelledBy="advisor-question" items={items} />
    </Frame>
  );
}

/** Step 2: inne or ute. */
export function PlaceStep({ term, kept }: { term: AdvisorTerm; kept: KeptAnswers }) {
  const goal = kept.goal && taskOrderOf(term).includes(kept.goal) ? kept.goal : null;
  return (
    <Frame step={2} title={T.placeTitle(term)}>
      <Answers term={term} />
      <h2 id="advisor-question" className={styles.question}>
        {T.placeQuestion}
      </h2>
      <Choices labelledBy="advisor-question" items={PLACES.map((p) => ({ href: advisorPath(term.slug, p.value, goal), label: p.label, hint: p.hint }))} />
    </Frame>
  );
}

/** Step 3: what to achieve (the term's tasks, in its routine's order). */
export function GoalStep({ term, place }: { term: AdvisorTerm; place: Place }) {
  return (
    <Frame step={3} title={T.goalTitle(term, place)}>
      <Answers term={term} place={place} />
      <h2 id="advisor-question" className={styles.question}>
        {T.goalQuestion}
      </h2>
      <Choices
        labelledBy="advisor-question"
        items={taskOrderOf(term).map((goal) => ({ href: advisorPath(term.slug, place, goal), label: GOALS[goal].label, hint: GOALS[goal].hint }))}
      />
    </Frame>
  );
}

/** The answer: the routine by step, each product with why it fits, its sizes and prices and 'Les mer'; the finder link. */
export function ResultPage({
  term,
  place,
  goal,
  routine,
  askHref,
  quantity,
}: {
  term: AdvisorTerm;
  place: Place;
  goal: Task;
  routine: Routine;
  /** 'Spør oss': the contact form with the answers written into the message. */
  askHref: string;
  /** The quantity form and answer shown under the goal's step, when there is one. */
  quantity?: ReactNode;
}) {
  const finder = routineFinderLink(routine);
  return (
    <Frame title={T.resultTitle(term, place, goal)}>
      <Answers term={term} place={place} goal={goal} />
      {routine.steps.length === 0 ? (
        <section className={styles.noMatch} aria-labelledby="advisor-none">
          <h2 id="advisor-none">{T.noMatchHeading}</h2>
          <p>{T.noMatch(term, place, goal)}</p>
          <p className={styles.actions}>
            <Link href={askHref} prefetch={false} className="btn">
              {T.askUs}
            </Link>
            <Link href="/veileder" prefetch={false} className="btn-outlined">
              {T.startOver}
            </Link>
          </p>
        </section>
      ) : (
        <section aria-labelledby="advisor-routine">
          <h2 id="advisor-routine" className={styles.question}>
            {T.routineHeading}
          </h2>
          <p className={styles.lead}>{T.routineLead}</p>
          <ol className={styles.steps}>
            {routine.steps.map((step, index) => (
              <li key={step.task} className={styles.step}>
                <h3 className={styles.stepTitle}>
                  <span className={styles.stepNumber}>{index + 1}.</span> {step.label}
                </h3>
                <ul className={styles.products}>
                  {step.items.map(({ product, uses, tasks }) => (
                    <li key={product.articleNumber} className={styles.product}>
                      <h4 className={styles.productName}>{product.name}</h4>
                      <p className={styles.fact}>
                        <span className={styles.factLabel}>{T.fitsFor}:</span> {uses.join(', ')}
                      </p>
                      <p className={styles.fact}>
                        <span className={styles.factLabel}>{T.usedFor}:</span> {tasks.join(', ')}
                      </p>
                      <p className={styles.sizesTitle}>{T.sizes}</p>
                      <ul className={styles.sizes}>
                        {product.variants.map((v) => {
                          const { price, unitPrice } = sizePrices(v);
                          return (
                            <li key={v.articleNumber}>
                              <span>{variantTitle(product.name, v.sizeLabel)}</span>
                              <span className={styles.price}>{price ? [price, unitPrice].filter(Boolean).join(UNIT_PRICE_SEPARATOR) : T.noPrice}</span>
                            </li>
                          );
                        })}
                      </ul>
                      <Link href={`/produkt/${encodeURIComponent(product.articleNumber)}`} prefetch={false} aria-label={`${T.readMore} om ${product.name}`}>
                        {T.readMore}
                      </Link>
                    </li>
                  ))}
                </ul>
                {step.goal && quantity}
              </li>
            ))}
          </ol>
          {finder && (
            <>
              <p className={styles.actions}>
                <Link href={finder.href} prefetch={false} className="btn">
                  {T.findDealer}
                </Link>
              </p>
              <p className="muted">{T.findDealerHint(finder, goal)}</p>
            </>
          )}
        </section>
      )}
    </Frame>
  );
}

/** An address that names no step: its own text, the status set by the page (NotFoundStatus). */
export function AdvisorNotFound() {
  return (
    <Frame title={T.notFoundTitle} lead={T.notFound}>
      <p className={styles.actions}>
        <Link href="/veileder" prefetch={false} className="btn">
          {T.startOver}
        </Link>
      </p>
    </Frame>
  );
}
