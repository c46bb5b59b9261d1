import { answerStoreLink } from '@/lib/dealers/store-link-answer';

export const dynamic = 'force-dynamic';

/** `/forhandlere/{slug}/ring`: counts the click for the store and redirects (lib/dealers/store-link-answer.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return answerStoreLink('phone', (await params).slug);
}
