import type { Metadata } from 'next';
import { CompanyContact } from '@/components/privacy/CompanyContact';
import { getSite, getSiteContent } from '@/lib/content/queries';
import { formatDay } from '@/lib/content/schema';
import { afterFirstParagraph, splitSections } from '@/lib/content/sections';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from '@/components/privacy/privacy.module.css';

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: 'Personvern',
    description:
      'Personvernerklæring: hvilke personopplysninger vi behandler når du bruker kontaktskjemaet, søker om å bli forhandler eller bruker forhandlerportalen, hvorfor, og hvilke rettigheter du har.',
    path: '/personvern',
  });
}

/**
 * Privacy policy (docs/product.md §2 and Innhold): the text and its 'Sist oppdatert' day are edited
 * in the admin panel (tag 'site-content'); each h2 of the text opens a section with an anchor. The
 * controller's details (the company identity) follow the first paragraph of the first and the
 * last section.
 */
export default async function PrivacyPage() {
  const [content, site] = await Promise.all([getSiteContent(), getSite()]);
  const { intro, sections } = splitSections(content.privacy.html);
  const last = sections.length - 1;
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>Personvernerklæring</h1>
      <p className={styles.updated}>
        Sist oppdatert <time dateTime={content.privacy.updatedAt}>{formatDay(content.privacy.updatedAt)}</time>
      </p>
      {intro && <div className={`${styles.intro} ${styles.rich}`} dangerouslySetInnerHTML={{ __html: intro }} />}
      {sections.length === 0 && <CompanyContact site={site} />}
      {sections.map((section, index) => {
        const [first, rest] = index === 0 || index === last ? afterFirstParagraph(section.html) : [section.html, null];
        return (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={styles.section}>
            <h2 id={`${section.id}-title`} dangerouslySetInnerHTML={{ __html: section.titleHtml }} />
            <div className={`${styles.body} ${styles.rich}`}>
              <div className={styles.part} dangerouslySetInnerHTML={{ __html: first }} />
              {rest !== null && <CompanyContact site={site} />}
              {rest && <div className={styles.part} dangerouslySetInnerHTML={{ __html: rest }} />}
            </div>
          </section>
        );
      })}
    </div>
  );
}
