/** /for-kontakt shows the same contact page as /kontakt (docs/product.md: routes); canonical and og:url /kontakt. */
export { default, generateMetadata } from '../kontakt/page';

export const revalidate = 300;
