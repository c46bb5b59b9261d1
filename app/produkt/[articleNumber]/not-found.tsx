import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function ProductNotFound() {
  return (
    <Container maxWidth="sm" sx={{ pt: 18, pb: 10, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: '2rem' }}>
        Produkt ikke funnet
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        Vi fant ikke produktet du lette etter. Det kan ha fått nytt artikkelnummer eller blitt tatt ut av sortimentet.
      </Typography>
      <Button href="/#products" variant="contained" sx={{ mt: 3 }}>
        Se alle produkter
      </Button>
    </Container>
  );
}
