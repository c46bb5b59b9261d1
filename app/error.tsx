'use client';
import { MessagePage } from '@/components/ui/MessagePage';

/** Unexpected failures: a Norwegian message; details stay in the server log (digest only here). */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <MessagePage
      title="Noe gikk galt"
      actions={
        <button type="button" className="btn" onClick={reset}>
          Prøv igjen
        </button>
      }
    >
      <p>Det oppstod en uventet feil. Prøv igjen om litt, eller kontakt oss hvis feilen vedvarer.</p>
      {error.digest && <p>Feilkode: {error.digest}</p>}
    </MessagePage>
  );
}
