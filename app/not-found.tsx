import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export const metadata = { title: '404 Page Not Found' };

/** The spec gives this page in English. */
export default function NotFound() {
  return (
    <Container maxWidth="sm" sx={{ pt: 18, pb: 10, textAlign: 'center' }}>
      <Box lang="en">
        <Typography variant="h1" component="h1" sx={{ fontSize: '2.25rem' }}>
          404 Page Not Found
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          Did you forget to add the page to the router?
        </Typography>
      </Box>
    </Container>
  );
}
