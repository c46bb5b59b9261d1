/** /for-kontakt shows the same contact page as /kontakt (docs/product.md: routes); canonical /kontakt. */
export { default, metadata } from '../kontakt/page';

export const revalidate = 300;
