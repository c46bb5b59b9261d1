/**
 * The Produktveileder (docs/product.md §2, 'Produktveileder'): three steps — what to treat (the
 * operator's use terms), inne or ute, what to achieve (the tasks) — and the answer, a routine of
 * products. Which products answer is the operator's data only: each product's uses, setting and
 * tasks, and each use term's order of tasks (UseTerm.taskOrder, edited in Produktfakta ›
 * Bruksområder). This module holds the rules and the visitor's texts; the reads are in
 * ./advisor-queries.ts. Pure and client-safe.
 *
 * The routine for a goal: the term's whole task order (the preparing steps, the goal, then the
 * follow-up steps after it, e.g. clean → protect → maintain). A product fits when its uses hold the
 * material, its setting is the place or 'inne-og-ute', and it does one of the routine's tasks; it
 * is listed once, under the goal when it does the goal, else under its first task in the routine.
 * Steps without a product are left out; no product for the goal itself is a miss.
 */
import { MAX_FILTER_PRODUCTS, productsFinderHref } from '../dealers/finder';
import { TASKS, type Task } from './facts';

/** The guide's address: /veileder/{material}/{inne|ute}/{goal}, each step a prefix of it. */
export const ADVISOR_BASE = '/veileder';

/** Where the surface is: the second step's two answers (a product's 'inne-og-ute' fits both). */
export const PLACES = [
  { value: 'inne', label: 'Inne', hint: 'Møbler, gulv og ting innendørs' },
  { value: 'ute', label: 'Ute', hint: 'Hagemøbler, terrasse og kledning' },
] as const;
export type Place = (typeof PLACES)[number]['value'];

/**
 * The goals as visitors read them (the admin's task labels are in ./facts.ts). `phrase` is the verb
 * with its preposition, to stand before the material in a sentence: 'å fjerne flekker på glattlær'.
 */
export const GOALS: Record<Task, { label: string; hint: string; step: string; phrase: string }> = {
  rengjore: { label: 'Rengjøre', hint: 'Fjerne skitt, fett og grå, slitt overflate', step: 'Rengjør', phrase: 'rengjøre' },
  'fjerne-flekker': { label: 'Fjerne flekker', hint: 'Vannringer, fettflekker og merker', step: 'Fjern flekker', phrase: 'fjerne flekker på' },
  reparere: { label: 'Reparere skader', hint: 'Riper, hakk og slitte kanter', step: 'Reparer', phrase: 'reparere skader på' },
  beskytte: { label: 'Fornye og beskytte', hint: 'Gi overflaten ny olje, voks eller beskyttelse', step: 'Forny og beskytt', phrase: 'fornye og beskytte' },
  vedlikeholde: { label: 'Vedlikeholde', hint: 'Holde overflaten fin mellom behandlingene', step: 'Vedlikehold', phrase: 'vedlikeholde' },
};

const TASK_VALUES: readonly string[] = TASKS.map((t) => t.value);
export const isTask = (value: unknown): value is Task => typeof value === 'string' && TASK_VALUES.includes(value);
export const isPlace = (value: unknown): value is Place => value === 'inne' || value === 'ute';
export const placeLabel = (place: Place) => PLACES.find((p) => p.value === place)!.label;

/** A use term as the guide reads it. */
export interface AdvisorTerm {
  slug: string;
  label: string;
  /** The routine's tasks in order (UseTerm.taskOrder). */
  taskOrder: readonly string[];
}

export interface AdvisorSize {
  articleNumber: string;
  sizeLabel: string | null;
  recommendedPriceNok: number | null;
  netQuantity: number | null;
  netUnit: string | null;
}

/** A product as the guide reads it (the facts it needs and what the answer shows). */
export interface AdvisorProduct {
  articleNumber: string;
  name: string;
  imageUrl: string | null;
  uses: readonly string[];
  setting: string | null;
  tasks: readonly string[];
  coverageMinM2PerL: number | null;
  coverageMaxM2PerL: number | null;
  recommendedCoats: number | null;
  variants: readonly AdvisorSize[];
}

export interface AdvisorCatalogue {
  terms: readonly AdvisorTerm[];
  products: readonly AdvisorProduct[];
}

/** A term's tasks as the guide uses them: known tasks only, each once, in the operator's order. */
export function taskOrderOf(term: Pick<AdvisorTerm, 'taskOrder'>): Task[] {
  return [...new Set(term.taskOrder)].filter(isTask);
}

/** The terms the first step offers: those with a routine (at least one task). */
export function offeredTerms<T extends AdvisorTerm>(terms: readonly T[]): T[] {
  return terms.filter((t) => taskOrderOf(t).length > 0);
}

/** Whether a product's setting fits the place: the same, or 'inne-og-ute'. A product without a setting fits none. */
export function fitsPlace(setting: string | null, place: Place): boolean {
  return setting === place || setting === 'inne-og-ute';
}

export interface RoutineItem {
  product: AdvisorProduct;
  /** Why it fits: the labels of its uses, the chosen material first. */
  uses: string[];
  /** The tasks it does, as the goals name them, in the routine's order first. */
  tasks: string[];
}

export interface RoutineStep {
  task: Task;
  /** 'Rengjør', 'Forny og beskytt'. */
  label: string;
  items: RoutineItem[];
  /** The step of the goal itself (the treatment step the quantity is shown for). */
  goal: boolean;
}

export interface Routine {
  steps: RoutineStep[];
  /** Every product of the routine, in the routine's order. */
  articleNumbers: string[];
}

/**
 * The routine's tasks for a goal: the term's whole order — the steps before the goal, the goal, and
 * the follow-up steps after it; empty when the goal is not in it.
 */
export function routineTasks(term: Pick<AdvisorTerm, 'taskOrder'>, goal: Task): Task[] {
  const order = taskOrderOf(term);
  return order.includes(goal) ? order : [];
}

/**
 * The answer for material × place × goal: the routine's steps with their products (each product
 * once; a step without products left out), or an empty routine when no product does the goal (a
 * miss). `terms` gives the uses' labels.
 */
export function advisorRoutine(catalogue: AdvisorCatalogue, term: AdvisorTerm, place: Place, goal: Task): Routine {
  const tasks = routineTasks(term, goal);
  const labels = new Map(catalogue.terms.map((t) => [t.slug, t.label]));
  const fitting = catalogue.products.filter((p) => p.uses.includes(term.slug) && fitsPlace(p.setting, place));
  const byTask = new Map<Task, RoutineItem[]>(tasks.map((t) => [t, []]));
  for (const product of fitting) {
    const step = product.tasks.includes(goal) ? goal : tasks.find((t) => product.tasks.includes(t));
    if (!step) continue;
    const uses = [term.slug, ...product.uses.filter((u) => u !== term.slug)].flatMap((u) => (labels.has(u) ? [labels.get(u)!] : []));
    const own = [...tasks.filter((t) => product.tasks.includes(t)), ...product.tasks.filter((t) => isTask(t) && !tasks.includes(t))] as Task[];
    byTask.get(step)!.push({ product, uses, tasks: own.map((t) => GOALS[t].label) });
  }
  if (!byTask.get(goal)?.length) return { steps: [], articleNumbers: [] };
  const steps = tasks.flatMap((task) => {
    const items = byTask.get(task)!;
    return items.length ? [{ task, label: GOALS[task].step, items, goal: task === goal }] : [];
  });
  return { steps, articleNumbers: steps.flatMap((s) => s.items.map((i) => i.product.articleNumber)) };
}

/** The guide's address for the answers given so far (each a prefix of the next). */
export function advisorPath(material?: string | null, place?: Place | null, goal?: Task | null): string {
  const parts = [material, material && place, material && place && goal].filter(Boolean) as string[];
  return [ADVISOR_BASE, ...parts.map(encodeURIComponent)].join('/');
}

/** What the address answers: each segment checked against the vocabulary; null when a segment names nothing. */
export type AdvisorState =
  | { step: 'material' }
  | { step: 'place'; term: AdvisorTerm }
  | { step: 'goal'; term: AdvisorTerm; place: Place }
  | { step: 'result'; term: AdvisorTerm; place: Place; goal: Task };

export function advisorState(terms: readonly AdvisorTerm[], segments: readonly string[]): AdvisorState | null {
  if (segments.length === 0) return { step: 'material' };
  if (segments.length > 3) return null;
  const term = offeredTerms(terms).find((t) => t.slug === segments[0]);
  if (!term) return null;
  if (segments.length === 1) return { step: 'place', term };
  const place = segments[1];
  if (!isPlace(place)) return null;
  if (segments.length === 2) return { step: 'goal', term, place };
  const goal = segments[2];
  if (!isTask(goal) || !taskOrderOf(term).includes(goal)) return null;
  return { step: 'result', term, place, goal };
}

/** Every answer that has products (for the sitemap), in the guide's order. */
export function answeredPaths(catalogue: AdvisorCatalogue): string[] {
  return offeredTerms(catalogue.terms).flatMap((term) =>
    PLACES.flatMap(({ value: place }) =>
      taskOrderOf(term).flatMap((goal) => (advisorRoutine(catalogue, term, place, goal).steps.length ? [advisorPath(term.slug, place, goal)] : [])),
    ),
  );
}

/** A label inside a sentence: the first letter lower-cased, unless the word is an abbreviation ('PVC', 'MDF-plater'). */
export const lower = (text: string) => (/^\p{Lu}\p{Lu}/u.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));

const indoors = (place: Place) => (place === 'ute' ? 'utendørs' : 'innendørs');

/** The routine's 'Finn forhandler som har dem': the address, the products it names and the routine's count. */
export interface RoutineFinderLink {
  href: string;
  articleNumbers: string[];
  /** The routine's products in all (more than articleNumbers when the finder's limit cut the list). */
  total: number;
}

/**
 * 'Finn forhandler som har dem': the finder narrowed to the routine's products, the goal step's
 * first and then the others in the routine's order, at most MAX_FILTER_PRODUCTS (the finder's
 * limit, lib/dealers/finder.ts) — so a large routine still gets a filter the finder reads. Null for
 * an empty routine.
 */
export function routineFinderLink(routine: Routine): RoutineFinderLink | null {
  const goalStep = routine.steps.filter((s) => s.goal);
  const ordered = [...goalStep, ...routine.steps.filter((s) => !s.goal)].flatMap((s) => s.items.map((i) => i.product.articleNumber));
  const unique = [...new Set(ordered)];
  if (unique.length === 0) return null;
  const articleNumbers = unique.slice(0, MAX_FILTER_PRODUCTS);
  return { href: productsFinderHref(articleNumbers), articleNumbers, total: unique.length };
}

/** The visitor's answers in one line: 'Teak og hardved ute, ute: fornye og beskytte'. */
export function answersText(term: AdvisorTerm, place: Place, goal: Task): string {
  return `${term.label}, ${lower(placeLabel(place))}: ${lower(GOALS[goal].label)}`;
}

/** The message 'Spør oss' writes into the contact form when the guide found nothing. */
export function missMessage(term: AdvisorTerm, place: Place, goal: Task): string {
  return `Hei! Jeg brukte produktveilederen og fant ikke noe produkt for dette: ${answersText(term, place, goal)}. Hva anbefaler dere?`;
}

/** The titles and descriptions of the guide's pages (each its own, docs/product.md §2). */
export const ADVISOR_TEXTS = {
  title: 'Produktveileder',
  heading: 'Produktveileder',
  description:
    'Finn riktig pleie i tre korte steg: hva du skal behandle, inne eller ute, og hva du vil oppnå. Du får en rutine med produktene, størrelser og priser.',
  lead: 'Svar på tre korte spørsmål, så får du en rutine med produktene som passer.',
  materialQuestion: 'Hva skal du behandle?',
  placeQuestion: 'Står det inne eller ute?',
  goalQuestion: 'Hva vil du oppnå?',
  stepOf: (n: number) => `Steg ${n} av 3`,
  change: 'Endre',
  answersHeading: 'Dine svar',
  placeTitle: (term: AdvisorTerm) => `${term.label}: inne eller ute?`,
  placeDescription: (term: AdvisorTerm) => `Produktveileder for ${lower(term.label)}: velg om det står inne eller ute, og hva du vil oppnå.`,
  goalTitle: (term: AdvisorTerm, place: Place) => `${term.label} (${lower(placeLabel(place))}): hva vil du oppnå?`,
  goalDescription: (term: AdvisorTerm, place: Place) =>
    `Produktveileder for ${lower(term.label)}, ${lower(placeLabel(place))}: velg hva du vil oppnå, så får du en rutine med produktene som passer.`,
  resultTitle: (term: AdvisorTerm, place: Place, goal: Task) => `${GOALS[goal].label}: ${lower(term.label)} (${lower(placeLabel(place))})`,
  resultDescription: (term: AdvisorTerm, place: Place, goal: Task, names: readonly string[]) =>
    names.length
      ? `Rutine for å ${GOALS[goal].phrase} ${lower(term.label)} ${indoors(place)}: ${names.slice(0, 4).join(', ')}${names.length > 4 ? ' m.fl.' : ''}. Se rutinen, størrelser og priser, og finn en forhandler.`
      : `Vi fant ikke noe produkt for ${lower(term.label)} (${lower(placeLabel(place))}) som kan ${lower(GOALS[goal].label)}. Spør oss, så hjelper vi deg.`,
  routineHeading: 'Din rutine',
  routineLead: 'Gjør stegene i denne rekkefølgen. Under hvert steg står produktene som passer.',
  fitsFor: 'Passer til',
  usedFor: 'Brukes til',
  sizes: 'Størrelser og veiledende priser',
  noPrice: 'Pris ikke oppgitt',
  readMore: 'Les mer',
  findDealer: 'Finn forhandler som har dem',
  /** Under 'Finn forhandler som har dem', true to what the link filters (routineFinderLink). */
  findDealerHint: ({ articleNumbers, total }: Pick<RoutineFinderLink, 'articleNumbers' | 'total'>, goal: Task) =>
    articleNumbers.length === 1
      ? 'Viser forhandlerne som har produktet.'
      : articleNumbers.length < total
        ? `Rutinen har ${total} produkter, og søket tar med de ${articleNumbers.length} første: produktene for «${GOALS[goal].step}» først, så de andre stegenes. Forhandlerne som har alle disse, står først.`
        : 'Forhandlerne som har alle produktene i rutinen, står først.',
  noMatchHeading: 'Vi fant ingen produkter for dette',
  noMatch: (term: AdvisorTerm, place: Place, goal: Task) =>
    `Vi har ikke noe produkt registrert som kan ${GOALS[goal].phrase} ${lower(term.label)} ${indoors(place)}. Spør oss, så finner vi en løsning sammen med deg.`,
  askUs: 'Spør oss',
  startOver: 'Start på nytt',
  notFoundTitle: 'Fant ikke dette steget i veilederen',
  notFound: 'Adressen peker ikke på et steg i produktveilederen. Kanskje ordet er endret eller fjernet.',
} as const;

/**
 * The answer's JSON-LD: an `ItemList` of the routine's products in order, each a `ListItem` with
 * its position, name and product page (the summary-page form of Google's carousel data; the product
 * pages carry the products' own data).
 */
export function routineJsonLd(name: string, products: readonly Pick<AdvisorProduct, 'articleNumber' | 'name'>[], siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListOrder: 'https://schema.org/ItemListOrderAscending',
    numberOfItems: products.length,
    itemListElement: products.map((p, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: p.name,
      url: `${siteUrl}/produkt/${encodeURIComponent(p.articleNumber)}`,
    })),
  };
}
