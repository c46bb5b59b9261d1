import { formatAddress, phoneHref, type SiteConfig } from '@/lib/site';
import styles from './privacy.module.css';

/** The controller's identity and contact details, from the site configuration. */
export function CompanyContact({ site }: { site: SiteConfig }) {
  return (
    <address className={styles.address}>
      <strong>{site.companyName}</strong>
      <div>Org.nr.: {site.organisationNumber}</div>
      <div>Adresse: {formatAddress(site)}</div>
      <div>
        E-post: <a href={`mailto:${site.email}`}>{site.email}</a>
      </div>
      <div>
        Telefon: <a href={phoneHref(site)}>{site.phone}</a>
      </div>
    </address>
  );
}
