import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { formatAddress, phoneHref, type SiteConfig } from '@/lib/site';

/** The controller's identity and contact details, from the site configuration. */
export function CompanyContact({ site }: { site: SiteConfig }) {
  return (
    <Box
      component="address"
      sx={{
        fontStyle: 'normal',
        lineHeight: 1.9,
        px: 3,
        py: 2,
        borderRadius: 2,
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box component="strong" sx={{ display: 'block' }}>
        {site.companyName}
      </Box>
      <div>Org.nr.: {site.organisationNumber}</div>
      <div>Adresse: {formatAddress(site)}</div>
      <div>
        E-post: <Link href={`mailto:${site.email}`}>{site.email}</Link>
      </div>
      <div>
        Telefon: <Link href={phoneHref(site)}>{site.phone}</Link>
      </div>
    </Box>
  );
}
