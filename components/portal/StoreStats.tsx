import { STORE_STAT_KINDS, STORE_STAT_LABELS, changeLabel, formatCount, hasNoFigures, statsWindows, type StoreFigures } from '@/lib/dealers/stats-figures';
import styles from './StoreStats.module.css';

/** The panel's texts (docs/product.md: Dealer portal › Min butikk). */
export const STORE_STATS_TEXTS = {
  heading: 'Hva nettstedet gjør for butikken',
  caption: (name: string) => `Tall for ${name}: de siste 30 dagene mot de 30 dagene før`,
  columns: { kind: 'Hva', current: 'Siste 30 dager', previous: '30 dager før', change: 'Endring' },
  empty:
    'Ingen visninger eller klikk er registrert de siste 60 dagene ennå. Tallene kommer når besøkende ser butikksiden eller finner butikken i forhandlersøket.',
  note: 'Tallene telles på vår egen server, uten informasjonskapsler, og tallene som lagres, inneholder ingen personopplysninger: hver besøkende telles høyst én gang per dag for hvert tall, og søkemotorenes roboter telles ikke. Dagens tall oppdateres fortløpende.',
} as const;

const DAY = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayLabel = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

/**
 * A store's figures in 'Min butikk': page views, appearances in the finder's results and the clicks
 * on 'Vis vei', 'Nettside' and the phone, the last 30 days against the 30 before, as a table with
 * the change; an empty state when nothing was counted. A server component (no script).
 */
export function StoreStats({ storeId, storeName, figures, now = new Date() }: { storeId: string; storeName: string; figures: StoreFigures; now?: Date }) {
  const headingId = `store-${storeId}-stats`;
  const { current, previous } = statsWindows(now);
  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="store-stats">
      <h3 id={headingId}>{STORE_STATS_TEXTS.heading}</h3>
      <p className={styles.period}>
        Siste 30 dager: {dayLabel(current.from)}–{dayLabel(current.to)}. Sammenlignet med {dayLabel(previous.from)}–{dayLabel(previous.to)}.
      </p>
      {hasNoFigures(figures) ? (
        <p className={styles.empty}>{STORE_STATS_TEXTS.empty}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption>{STORE_STATS_TEXTS.caption(storeName)}</caption>
            <thead>
              <tr>
                <th scope="col">{STORE_STATS_TEXTS.columns.kind}</th>
                <th scope="col">{STORE_STATS_TEXTS.columns.current}</th>
                <th scope="col">{STORE_STATS_TEXTS.columns.previous}</th>
                <th scope="col">{STORE_STATS_TEXTS.columns.change}</th>
              </tr>
            </thead>
            <tbody>
              {STORE_STAT_KINDS.map((kind) => {
                const now30 = figures.current[kind];
                const before30 = figures.previous[kind];
                return (
                  <tr key={kind} data-kind={kind}>
                    <th scope="row">{STORE_STAT_LABELS[kind]}</th>
                    <td>{formatCount(now30)}</td>
                    <td>{formatCount(before30)}</td>
                    <td className={now30 > before30 ? styles.up : now30 < before30 ? styles.down : undefined}>{changeLabel(now30, before30)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className={styles.note}>{STORE_STATS_TEXTS.note}</p>
    </section>
  );
}
