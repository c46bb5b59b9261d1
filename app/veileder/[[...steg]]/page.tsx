import type { Metadata } from 'next';
import { AdvisorNotFound, GoalStep, KEEP_PARAMS, MaterialStep, PlaceStep, ResultPage } from '@/components/advisor/Advisor';
import { AdvisorQuantity } from '@/components/advisor/AdvisorQuantity';
import { JsonLd } from '@/components/seo/JsonLd';
import { QUANTITY_PARAMS } from '@/lib/catalogue/quantity';
import {
  ADVISOR_TEXTS as T,
  advisorPath,
  advisorRoutine,
  advisorState,
  isPlace,
  isTask,
  missMessage,
  routineJsonLd,
  type AdvisorState,
} from '@/lib/catalogue/advisor';
import { getAdvisorCatalogue } from '@/lib/catalogue/advisor-queries';
import { contactMessageHref } from '@/lib/contact/fields';
import { noteAdvisorMiss, noteAdvisorQuantity } from '@/lib/insight/record';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site';
import { pageText, type PageSearchParams } from '@/lib/validation/text';

type Props = { params: Promise<{ steg?: string[] }>; searchParams: Promise<PageSearchParams> };

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null; // malformed percent-encoding
  }
}

/** What the address answers (null: a step the guide does not have). */
async function stateOf(params: Props['params']): Promise<{ state: AdvisorState | null; catalogue: Awaited<ReturnType<typeof getAdvisorCatalogue>> }> {
  const segments = ((await params).steg ?? []).map(decode);
  const catalogue = await getAdvisorCatalogue();
  const state = segments.some((s) => s === null) ? null : advisorState(catalogue.terms, segments as string[]);
  return { state, catalogue };
}

/**
 * Each step and answer has its own title, description and canonical address (the path without
 * its query). An unknown step gets its own title and noindex here, and the page its own text.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { state, catalogue } = await stateOf(params);
  if (!state) return { title: T.notFoundTitle, robots: { index: false } };
  switch (state.step) {
    case 'material':
      return pageMetadata({ title: T.title, description: T.description, path: advisorPath() });
    case 'place':
      return pageMetadata({ title: T.placeTitle(state.term), description: T.placeDescription(state.term), path: advisorPath(state.term.slug) });
    case 'goal':
      return pageMetadata({
        title: T.goalTitle(state.term, state.place),
        description: T.goalDescription(state.term, state.place),
        path: advisorPath(state.term.slug, state.place),
      });
    case 'result': {
      const routine = advisorRoutine(catalogue, state.term, state.place, state.goal);
      const names = routine.steps.flatMap((s) => s.items.map((i) => i.product.name));
      const meta = pageMetadata({
        title: T.resultTitle(state.term, state.place, state.goal),
        description: T.resultDescription(state.term, state.place, state.goal, names),
        path: advisorPath(state.term.slug, state.place, state.goal),
      });
      // An answer without products is for the visitor, not for search engines.
      return routine.steps.length ? meta : { ...meta, robots: { index: false } };
    }
  }
}

/**
 * The Produktveileder (docs/product.md §2): /veileder, /veileder/{material}, /veileder/{material}/{inne|ute}
 * and the answer /veileder/{material}/{inne|ute}/{goal}. Rendered per request from the cached
 * catalogue (tag 'products'): the answer reads its query (`?areal=`: the quantity of its treatment
 * step) and counts a miss.
 */
export default async function AdvisorPage({ params, searchParams }: Props) {
  const [{ state, catalogue }, query] = await Promise.all([stateOf(params), searchParams]);
  // An unknown step: its own page, noindex (generateMetadata). Not notFound(): rendered per request,
  // Next.js would answer an empty error document without JavaScript (docs/architecture.md §12, 'A page').
  if (!state) return <AdvisorNotFound />;
  const keptPlace = pageText(query, KEEP_PARAMS.place, 20);
  const keptGoal = pageText(query, KEEP_PARAMS.goal, 20);
  const kept = { place: isPlace(keptPlace) ? keptPlace : null, goal: isTask(keptGoal) ? keptGoal : null };
  switch (state.step) {
    case 'material':
      return <MaterialStep terms={catalogue.terms} kept={kept} />;
    case 'place':
      return <PlaceStep term={state.term} kept={kept} />;
    case 'goal':
      return <GoalStep term={state.term} place={state.place} />;
    case 'result': {
      const { term, place, goal } = state;
      const routine = advisorRoutine(catalogue, term, place, goal);
      // Oversikt learns which needs the range does not cover: counted after the answer, once per client and day.
      if (routine.steps.length === 0) noteAdvisorMiss({ material: term.slug, setting: place, task: goal });
      const treatment = routine.steps.find((s) => s.goal)?.items.map((i) => i.product) ?? [];
      const areal = pageText(query, QUANTITY_PARAMS.area);
      // A quantity shown for the treatment step's products counts as calculator use (lib/insight/record.ts).
      noteAdvisorQuantity(treatment, areal);
      const site = siteConfig();
      return (
        <>
          {routine.steps.length > 0 && (
            <JsonLd
              data={routineJsonLd(
                T.resultTitle(term, place, goal),
                routine.steps.flatMap((s) => s.items.map((i) => i.product)),
                site.siteUrl,
              )}
            />
          )}
          <ResultPage
            term={term}
            place={place}
            goal={goal}
            routine={routine}
            askHref={contactMessageHref(missMessage(term, place, goal))}
            quantity={<AdvisorQuantity action={advisorPath(term.slug, place, goal)} products={treatment} areal={areal} />}
          />
        </>
      );
    }
  }
}
