/** /for-kontakt shows the same contact page as /kontakt (spec route table); canonical /kontakt. */
export { default, metadata } from '../kontakt/page';

export const revalidate = 300;
