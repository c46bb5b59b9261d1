/**
 * What the bulk import's calls answer (service.ts), as zod schemas: lib/openapi describes POST
 * /api/products/import/preview and /api/products/import with them, and the service's answer types
 * are inferred from them.
 */
import { z } from 'zod';
import { BULK_COLUMNS } from './format';

const field = z.enum(BULK_COLUMNS.map((c) => c.key) as [string, ...string[]]);

export const importPreviewResponse = z.object({
  rows: z.array(
    z.object({
      line: z.int().meta({ description: 'The row number in the file (1 is the header row)' }),
      articleNumber: z.string(),
      group: z.string().meta({ description: 'The product (group) the row belongs to, by its article number' }),
      outcome: z.enum(['create', 'update', 'unchanged', 'refused']),
      newGroup: z.boolean().meta({ description: 'The row creates its product too' }),
      changes: z.array(z.object({ field, before: z.string().nullable(), after: z.string().nullable() })),
      reasons: z.array(z.string()).meta({ description: 'Why the row is refused (Norwegian); empty otherwise' }),
    }),
  ),
  counts: z.object({ create: z.int(), update: z.int(), unchanged: z.int(), refused: z.int() }),
  newGroups: z.int().meta({ description: 'Products (groups) the import would create' }),
  columns: z.object({
    used: z.array(field),
    ignored: z.array(z.string()).meta({ description: 'Headers of columns the format does not know (not imported)' }),
  }),
  token: z.string().meta({ description: 'What POST /api/products/import takes with the same file to apply exactly this plan' }),
});

export const importResultResponse = z.object({
  groupsCreated: z.int(),
  variantsCreated: z.int(),
  rowsChanged: z.int(),
  articleNumbers: z.array(z.string()).meta({ description: 'The article numbers of the rows that created or changed something' }),
});

export type ImportPreviewAnswer = z.infer<typeof importPreviewResponse>;
export type ImportResult = z.infer<typeof importResultResponse>;
