/**
 * What the public catalogue answers (GET /api/products/public, …/{articleNumber}), as zod schemas:
 * the types of lib/catalogue/queries.ts are inferred from them, and lib/openapi describes the API
 * with them (docs/architecture.md, OpenAPI). Cached values go through JSON: dates are ISO strings.
 */
import { z } from 'zod';
import { isoDateTime } from '../http/responses';
import { PRODUCT_FIELDS, responseShape, SIZE_FIELDS } from './fields';

const nullableText = () => z.string().nullable();

/** A size of a product as the catalogue lists it (docs/product.md: Sizes): the size fields public in the list (lib/catalogue/fields.ts). */
export const publicVariantSummaryResponse = z.object({
  articleNumber: z.string().meta({ description: "The size's own article number; /produkt/{articleNumber} opens the product with it selected" }),
  ...responseShape(SIZE_FIELDS, 'list'),
});
export type PublicVariantSummary = z.infer<typeof publicVariantSummaryResponse>;

/** An item of GET /api/products/public: a product (one card), with its sizes. */
export const publicProductResponse = z.object({
  articleNumber: z.string().meta({ description: "The product's own article number (its main size's)" }),
  ...responseShape(PRODUCT_FIELDS, 'list'),
  imageUrl: z.string().meta({ description: 'An https address or a site path (/media/…)' }),
  category: nullableText().meta({ description: 'null when blank' }),
  variants: z.array(publicVariantSummaryResponse).meta({ description: "The sizes in the picker's order, at least one" }),
});
export type PublicProduct = z.infer<typeof publicProductResponse>;

/** A size on the product page: the size fields public in the detail. */
export const publicVariantResponse = publicVariantSummaryResponse.extend(responseShape(SIZE_FIELDS, 'detail'));
export type PublicVariant = z.infer<typeof publicVariantResponse>;

/** An online store selling a product. */
export const retailerOfferResponse = z.object({ name: z.string(), logoUrl: nullableText(), productUrl: z.string() });
export type RetailerOffer = z.infer<typeof retailerOfferResponse>;

/** A current product document (the latest revision per kind and language; docs/product.md: Produktfakta). */
export const productDocumentResponse = z.object({
  kind: z.enum(['SDS', 'DATA_SHEET']).meta({ description: "'SDS': safety data sheet; 'DATA_SHEET': technical data sheet" }),
  language: z.enum(['no', 'sv', 'en']),
  revision: z.string(),
  revisionDate: z.string().meta({ description: 'ISO 8601 date (YYYY-MM-DD)' }),
  url: z.string().meta({ description: "The document's stable public address (/produkt/{articleNumber}/sikkerhetsdatablad…)" }),
});
export type ProductDocumentSummary = z.infer<typeof productDocumentResponse>;

/** A code of the product's facts with its label: a use term, or a hazard or precautionary statement with its Norwegian wording. */
export const labelledCodeResponse = z.object({ code: z.string(), text: z.string() });

/** GET /api/products/public/{articleNumber}. */
export const productDetailResponse = publicProductResponse
  .omit({ variants: true })
  .extend(responseShape(PRODUCT_FIELDS, 'detail'))
  .extend({
    category: nullableText().meta({ description: 'null when blank' }),
    imageUrl: z.string().meta({ description: 'An https address or a site path (/media/…)' }),
    description: nullableText().meta({ description: 'Sanitised HTML' }),
    instructions: nullableText().meta({ description: "Sanitised HTML ('Bruksanvisning')" }),
    videoId: nullableText().meta({ description: 'The 11-character YouTube id of youtubeUrl (no embed when null)' }),
    updatedAt: isoDateTime(),
    retailers: z.array(retailerOfferResponse).meta({ description: 'Online stores selling the product, sorted by name' }),
    variants: z.array(publicVariantResponse).meta({ description: "The sizes in the picker's order, at least one" }),
    useLabels: z.array(labelledCodeResponse).meta({ description: 'The uses with their labels, in the vocabulary order (unknown slugs left out)' }),
    statements: z.array(labelledCodeResponse).meta({
      description: 'The hazard (H, EUH) and precautionary (P) statements with their Norwegian wording, in the product order (unknown codes left out)',
    }),
    documents: z.array(productDocumentResponse).meta({ description: 'The current safety data sheets (per language) and technical data sheet' }),
  });
export type ProductDetail = z.infer<typeof productDetailResponse>;

/** GET /api/products/search?q=: suggestions while typing (lib/catalogue/search.ts). */
export const productSearchResponse = z.object({
  query: z.string().meta({ description: 'The query as searched: trimmed, spaces collapsed, cut to 100 characters' }),
  products: z
    .array(
      publicProductResponse.omit({ variants: true }).extend({
        exact: z.boolean().meta({ description: 'The query is this article number or GTIN (then it is the first)' }),
      }),
    )
    .meta({ description: 'At most 8, best first: exact article number or GTIN, then name matches, then the rest' }),
});
export type ProductSearchResponse = z.infer<typeof productSearchResponse>;
