import Button from '@mui/material/Button';
import { MessagePage } from '@/components/ui/MessagePage';

export default function ProductNotFound() {
  return (
    <MessagePage
      title="Produkt ikke funnet"
      actions={
        <Button href="/#products" variant="contained">
          Se alle produkter
        </Button>
      }
    >
      Vi fant ikke produktet du lette etter. Det kan ha fått nytt artikkelnummer eller blitt tatt ut av sortimentet.
    </MessagePage>
  );
}
