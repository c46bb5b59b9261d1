'use client';
/**
 * The form of the product page's postal-code search (components/catalogue/PostalCodeSearch.tsx):
 * the island that checks the code, shows the refusal and goes to the finder. Its hidden fields (the
 * no-JavaScript search's `kilde` and `produkt`) come from the server as children, so the finder's
 * rules (lib/dealers/finder.ts) stay out of the browser's code.
 */
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { PostalCodeError, PostalCodeField } from '@/components/ui/form/PostalCodeField';
import { useToast } from '@/components/ui/toast/ToastProvider';
import { POSTAL_MESSAGES, dealerSearchHref, isValidPostalSearch } from '@/lib/dealers/postal-code';
import styles from './product.module.css';

export function PostalSearchForm({ articleNumber, children }: { articleNumber?: string; children?: ReactNode }) {
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
    router.push(dealerSearchHref(code, articleNumber));
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
        {children}
        <button type="submit" className="btn">
          Finn forhandler
        </button>
      </form>
      <PostalCodeError id={id} error={error} />
    </>
  );
}
