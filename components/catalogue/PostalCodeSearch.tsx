'use client';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { useToast } from '@/components/ui/toast/ToastProvider';
import { POSTAL_CODE_LENGTH, POSTAL_MESSAGES, dealerSearchHref, isValidPostalSearch } from '@/lib/dealers/postal-code';
import styles from './product.module.css';

/** Product page: a postal code of 4 characters goes to the dealer finder; anything else gets the toast. */
export function PostalCodeSearch() {
  const router = useRouter();
  const { toast } = useToast();
  const id = useId();
  const [code, setCode] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidPostalSearch(code)) {
      toast({ ...POSTAL_MESSAGES.invalid, variant: 'destructive' });
      return;
    }
    router.push(dealerSearchHref(code));
  };

  return (
    <form className={styles.postalForm} onSubmit={submit} noValidate role="search">
      <label htmlFor={id} className="visually-hidden">
        Postnummer
      </label>
      <input
        id={id}
        className={styles.postalInput}
        value={code}
        onChange={(e) => setCode(e.target.value.slice(0, POSTAL_CODE_LENGTH))}
        placeholder="Postnummer"
        maxLength={POSTAL_CODE_LENGTH}
        inputMode="numeric"
        autoComplete="postal-code"
      />
      <button type="submit" className="btn">
        Finn forhandler
      </button>
    </form>
  );
}
