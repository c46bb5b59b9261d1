'use client';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** Unexpected failures: a Norwegian message; details stay in the server log (digest only here). */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <Container maxWidth="sm" sx={{ pt: 18, pb: 10, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: '2rem' }}>
        Noe gikk galt
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        Det oppstod en uventet feil. Prøv igjen om litt, eller kontakt oss hvis feilen vedvarer.
      </Typography>
      {error.digest && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Feilkode: {error.digest}
        </Typography>
      )}
      <Button variant="contained" sx={{ mt: 3 }} onClick={reset}>
        Prøv igjen
      </Button>
    </Container>
  );
}
