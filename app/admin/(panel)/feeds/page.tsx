import type { Metadata } from 'next';
import Button from '@mui/material/Button';
import { FeedsOverview } from '@/components/admin/feeds/FeedsOverview';
import { AdminPage } from '@/components/admin/kit/AdminPage';
import { productEditPath } from '@/lib/admin/products/service';
import { requireAdminPage } from '@/lib/auth/session';
import { prisma } from '@/lib/db';
import { feedOverview } from '@/lib/feeds/feeds';
import { siteConfig } from '@/lib/site';

export const metadata: Metadata = { title: 'Produktfeeds', robots: { index: false } };

/**
 * The feeds page (docs/product.md: Feeds page), for administrators only — the original let any signed-in
 * user in. Full feed addresses from SITE_URL; the content is components/admin/feeds/FeedsOverview.tsx.
 */
export default async function FeedsPage() {
  await requireAdminPage('/admin/feeds');
  const overview = await feedOverview(prisma);
  const site = siteConfig();
  return (
    <AdminPage
      title="Produktfeeds"
      subtitle="Produktdata for annonser og butikker på Google, Facebook og Instagram, og for Google Manufacturer Center."
      actions={
        <Button variant="outlined" href="/admin">
          Tilbake til administrasjonspanelet
        </Button>
      }
    >
      <FeedsOverview
        googleUrl={`${site.siteUrl}/feeds/google-merchant`}
        metaUrl={`${site.siteUrl}/feeds/facebook`}
        manufacturerUrl={`${site.siteUrl}/feeds/google-manufacturer`}
        all={overview.all}
        priced={overview.priced}
        withGtin={overview.withGtin}
        unpriced={overview.unpriced.map((p) => ({ id: p.id, name: p.name, articleNumber: p.articleNumber, editPath: productEditPath(p.id) }))}
      />
    </AdminPage>
  );
}
