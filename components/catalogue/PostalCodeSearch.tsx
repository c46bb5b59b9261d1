import { ASSORTMENT_PARAMS, FORM_SOURCE, productFinderHref } from '@/lib/dealers/finder';
import { PostalSearchForm } from './PostalSearchForm';
import styles from './product.module.css';

interface Props {
  /** The product the page shows (its group's article number): the finder opens narrowed to the dealers carrying it. */
  product?: { articleNumber: string };
}

/**
 * Product page: a postal code of 4 characters goes to the dealer finder, narrowed to the dealers
 * carrying the product ('Forhandlere med {produkt} (n)'); anything else gets the toast and, kept in
 * the form until the next search, the same message under the field, which is marked invalid and
 * described by it and gets the focus back (WCAG 3.3.1). The field's label is visible. Without
 * JavaScript the same as a GET form to /forhandlere (the finder's typed-search rule, `kilde=skjema`).
 * 'Finn nærmeste forhandler' opens the finder for the product without a postal code.
 *
 * A server component: only the form's checking is a client island (PostalSearchForm).
 */
export function PostalCodeSearch({ product }: Props) {
  return (
    <>
      <PostalSearchForm articleNumber={product?.articleNumber}>
        <input type="hidden" name={FORM_SOURCE.name} value={FORM_SOURCE.value} />
        {product && <input type="hidden" name={ASSORTMENT_PARAMS.product} value={product.articleNumber} />}
      </PostalSearchForm>
      {product && (
        <p className={styles.small}>
          <a href={productFinderHref(product.articleNumber)}>Finn nærmeste forhandler</a>
        </p>
      )}
    </>
  );
}
