'use client';
import Button from '@mui/material/Button';
import { MessagePage } from '@/components/ui/MessagePage';

/** Unexpected failures: a Norwegian message; details stay in the server log (digest only here). */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <MessagePage
      title="Noe gikk galt"
      actions={
        <Button variant="contained" onClick={reset}>
          Prøv igjen
        </Button>
      }
    >
      <p>Det oppstod en uventet feil. Prøv igjen om litt, eller kontakt oss hvis feilen vedvarer.</p>
      {error.digest && <p>Feilkode: {error.digest}</p>}
    </MessagePage>
  );
}
