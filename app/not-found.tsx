import { MessagePage } from '@/components/ui/MessagePage';

export const metadata = { title: '404 Page Not Found' };

/** docs/product.md gives this page in English. */
export default function NotFound() {
  return (
    <MessagePage title="404 Page Not Found" lang="en">
      Did you forget to add the page to the router?
    </MessagePage>
  );
}
