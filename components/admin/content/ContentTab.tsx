/**
 * The Innhold tab (docs/product.md: Admin panel, Innhold): the site content as stored (fresh, not
 * from the pages' cache) in the editor's section forms (MUI, themed by app/admin/(panel)/layout.tsx).
 */
import { loadSiteContent } from '@/lib/content/service';
import { prisma } from '@/lib/db';
import { ContentEditor } from './ContentEditor';

export async function ContentTab() {
  const content = await loadSiteContent(prisma);
  return <ContentEditor content={content} />;
}
