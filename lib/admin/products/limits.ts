/**
 * The product image upload's limit and texts, checked in the browser before sending and on the
 * server (the server action and POST /api/products/{id}/image). Client-safe: the conversion itself
 * (sharp) is in images.ts.
 */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The JSON body cap of a product's create and update (rich-text descriptions and up to 50 sizes). */
export const PRODUCT_MAX_BYTES = 256 * 1024;

export const IMAGE_MESSAGES = {
  missing: 'Velg et bilde å laste opp',
  tooLarge: 'Bildet er for stort (maks 10 MB)',
  notImage: 'Filen er ikke et bilde (JPEG, PNG, WebP, AVIF, GIF eller TIFF)',
  tooSmall: 'Bildet må være minst 200 × 200 piksler',
  notMultipart: 'Bildet må sendes som multipart/form-data',
} as const;
