import Link from 'next/link';
import { MessagePage } from '@/components/ui/MessagePage';

export default function ProductNotFound() {
  return (
    <MessagePage
      title="Produkt ikke funnet"
      actions={
        <Link href="/#products" prefetch={false} className="btn">
          Se alle produkter
        </Link>
      }
    >
      Vi fant ikke produktet du lette etter. Det kan ha fått nytt artikkelnummer eller blitt tatt ut av sortimentet.
    </MessagePage>
  );
}
