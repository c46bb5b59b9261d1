/**
 * The Nettbutikker tab (docs/product.md: Admin panel): the online shops behind the product page's
 * 'Kjøp på nett' — the add form, then every shop with its logo, website and number of product
 * links, each with 'Rediger' and 'Slett' (the confirmation says how many product links go with
 * it). The links themselves are edited in the product form. On the admin kit; renders on the
 * server, the forms and buttons are client islands.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { prisma } from '@/lib/db';
import { deleteRetailerAction } from '@/lib/admin/retailers/actions';
import { confirmDeleteRetailer } from '@/lib/admin/retailers/schema';
import { listRetailersWithCounts } from '@/lib/admin/retailers/service';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { DataTable, type Column } from '../kit/DataTable';
import { formatNumber } from '../kit/format';
import { AdminSection } from '../kit/SectionHeader';
import { EditRetailer } from './EditRetailer';
import { AddRetailer } from './RetailerForm';
import { RETAILER_FORM, RETAILER_TOASTS } from './texts';

type Key = 'logo' | 'name' | 'website' | 'links';

const C = RETAILER_FORM.columns;
const COLUMNS: Column<Key>[] = [
  { key: 'logo', label: C.logo, hideBelow: 'sm' },
  { key: 'name', label: C.name },
  { key: 'website', label: C.website, hideBelow: 'sm' },
  { key: 'links', label: C.links, align: 'right', nowrap: true },
];

export async function RetailersTab() {
  const retailers = await listRetailersWithCounts(prisma);
  return (
    <>
      <AdminSection id="add-retailer-title" title={RETAILER_FORM.add} intro={RETAILER_FORM.addIntro}>
        <AddRetailer />
      </AdminSection>
      <AdminSection id="retailers-title" title={RETAILER_FORM.listTitle(retailers.length)}>
        <DataTable
          labelledBy="retailers-title"
          columns={COLUMNS}
          empty={RETAILER_FORM.empty}
          rows={retailers.map((r) => ({
            id: r.id,
            cells: {
              logo: r.logoUrl ? (
                <Box
                  component="img"
                  src={r.logoUrl}
                  alt={RETAILER_FORM.logoOf(r.name)}
                  sx={{ display: 'block', maxWidth: 140, maxHeight: 40, objectFit: 'contain' }}
                />
              ) : (
                <Typography component="span" variant="body2" color="text.secondary">
                  {RETAILER_FORM.noLogo}
                </Typography>
              ),
              name: r.name,
              website: (
                <Link href={r.websiteUrl} target="_blank" rel="noopener noreferrer">
                  {r.websiteUrl}
                </Link>
              ),
              links: formatNumber(r.linkCount),
            },
            actions: (
              <>
                <EditRetailer retailer={{ id: r.id, name: r.name, websiteUrl: r.websiteUrl, logoUrl: r.logoUrl }} />
                <ConfirmDialog
                  ariaLabel={`Slett ${r.name}`}
                  text={confirmDeleteRetailer(r.name, r.linkCount)}
                  action={deleteRetailerAction.bind(null, r.id)}
                  success={RETAILER_TOASTS.deleted}
                  failure={RETAILER_TOASTS.deleteFailure}
                />
              </>
            ),
          }))}
        />
      </AdminSection>
    </>
  );
}
