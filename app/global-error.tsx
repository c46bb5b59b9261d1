'use client';

/** Last resort when the root layout itself fails: plain HTML, Norwegian text. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="nb">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '10vh 1rem' }}>
        <h1>Noe gikk galt</h1>
        <p>Det oppstod en uventet feil. Prøv igjen om litt.</p>
        {error.digest && <p>Feilkode: {error.digest}</p>}
        <button type="button" onClick={reset}>
          Prøv igjen
        </button>
      </body>
    </html>
  );
}
