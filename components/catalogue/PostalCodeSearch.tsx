'use client';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { PostalCodeError, PostalCodeField } from '@/components/ui/form/PostalCodeField';
import { useToast } from '@/components/ui/toast/ToastProvider';
import { ASSORTMENT_PARAMS, FORM_SOURCE, productFinderHref } from '@/lib/dealers/finder';
import { POSTAL_MESSAGES, dealerSearchHref, isValidPostalSearch } from '@/lib/dealers/postal-code';
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
 */
export function PostalCodeSearch({ product }: Props) {
  const router = useRouter();
  const { toast } = useToast();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidPostalSearch(code)) {
      setError(POSTAL_MESSAGES.invalid.description);
      toast({ ...POSTAL_MESSAGES.invalid, variant: 'destructive' });
      setRefusals((n) => n + 1); // the field takes the focus once rendered marked invalid
      return;
    }
    setError(null);
    router.push(dealerSearchHref(code, product?.articleNumber));
  };

  return (
    <>
      <form
        className={styles.postalForm}
        action="/forhandlere"
        method="get"
        onSubmit={submit}
        noValidate
        role="search"
        aria-label="Finn forhandler på postnummer"
      >
        <PostalCodeField id={id} value={code} onChange={setCode} error={error} refusals={refusals} inputClassName={styles.postalInput} />
        <input type="hidden" name={FORM_SOURCE.name} value={FORM_SOURCE.value} />
        {product && <input type="hidden" name={ASSORTMENT_PARAMS.product} value={product.articleNumber} />}
        <button type="submit" className="btn">
          Finn forhandler
        </button>
      </form>
      <PostalCodeError id={id} error={error} />
      {product && (
        <p className={styles.small}>
          <a href={productFinderHref(product.articleNumber)}>Finn nærmeste forhandler</a>
        </p>
      )}
    </>
  );
}
