import type { Metadata } from 'next';
import Link from 'next/link';
import { MessagePage } from '@/components/ui/MessagePage';
import { PRODUCT_NOT_FOUND_TITLE } from '@/lib/catalogue/messages';

export const metadata: Metadata = { title: PRODUCT_NOT_FOUND_TITLE, robots: { index: false } };

/** An unknown or malformed article number: server-rendered with status 404 (see page.tsx). */
export default function ProductNotFound() {
  return (
    <MessagePage
      title={PRODUCT_NOT_FOUND_TITLE}
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
