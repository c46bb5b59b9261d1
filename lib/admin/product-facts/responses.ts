/**
 * The product facts' vocabularies as the administrators' calls answer them (service.ts), as zod
 * schemas; lib/openapi describes the API with them (docs/architecture.md, OpenAPI).
 */
import { z } from 'zod';
import type { Fits } from '../../http/responses';
import type { HazardPhraseRow, UseTermRow } from './service';

export const useTermResponse = z.object({
  slug: z.string().meta({ description: "The term's key, made from its first label and kept when it is renamed; products hold it in `uses`" }),
  label: z.string().meta({ description: "The label 'Passer til' shows" }),
  position: z.int().meta({ description: 'Place in the list, from 0' }),
  taskOrder: z.array(z.string()).meta({
    description: "The Produktveileder's routine for this material: its tasks in the order they are done (the guide's goals); empty: not in the guide",
  }),
  productCount: z.int().meta({ description: 'How many products use the term' }),
});
export const useTermListResponse = z.object({ items: z.array(useTermResponse) });
export const useTermDeletedResponse = z.object({ slug: z.string(), label: z.string() });

export const hazardPhraseResponse = z.object({
  code: z.string().meta({ description: "'H226', 'EUH066', 'P301+P310'" }),
  text: z.string().meta({ description: 'The official Norwegian wording' }),
  productCount: z.int().meta({ description: 'How many products carry the code' }),
});
export const hazardPhraseListResponse = z.object({ items: z.array(hazardPhraseResponse) });
export const hazardPhraseDeletedResponse = z.object({ code: z.string(), text: z.string() });

// The service's types must fit the schemas: a field changed on one side fails the type check.
export const SERVICE_TYPES_FIT: [Fits<UseTermRow, typeof useTermResponse>, Fits<HazardPhraseRow, typeof hazardPhraseResponse>] = [true, true];
