/**
 * The Innhold tab (docs/product.md: Admin panel, Innhold): the site content as stored (fresh, not
 * from the pages' cache) in the editor's section forms. The MUI forms render inside ThemeRegistry,
 * whose Emotion cache puts their styles in the document head (outside it Emotion writes style tags
 * into the body, which the browser's first render does not match).
 */
import { ThemeRegistry } from '@/components/ui/ThemeRegistry';
import { loadSiteContent } from '@/lib/content/service';
import { prisma } from '@/lib/db';
import { ContentEditor } from './ContentEditor';

export async function ContentTab() {
  const content = await loadSiteContent(prisma);
  return (
    <ThemeRegistry>
      <ContentEditor content={content} />
    </ThemeRegistry>
  );
}
