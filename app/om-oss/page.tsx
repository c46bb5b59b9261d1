import type { Metadata } from 'next';
import Link from 'next/link';
import { AboutSection } from '@/components/about/AboutSection';
import { AboutStats, type AboutStat } from '@/components/about/AboutStats';
import styles from '@/components/about/about.module.css';
import { getSiteContent } from '@/lib/content/queries';
import { splitSections } from '@/lib/content/sections';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site';

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: 'Om oss',
    description:
      'Siden 1915 har vi laget pleieprodukter for tre, lær og møbler. Les om historien vår fra Gøteborg, synet vårt på kvalitet og miljø og hvordan vi hjelper kunder og forhandlere.',
    path: '/om-oss',
  });
}

/** Company figures (docs/product.md: hard-coded text). */
const STATS: AboutStat[] = [
  { figure: '100+', label: 'års erfaring' },
  { figure: '1915', label: 'grunnlagt i Gøteborg' },
  { figure: '#1', label: 'i kvalitet og innovasjon' },
];

/** Decorative section icons: Material Icons glyphs (Apache-2.0, as shipped in @mui/icons-material). */
const ICONS = {
  explore: [
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m-5.5-2.5 7.51-3.49L17.5 6.5 9.99 9.99zm5.5-6.6c.61 0 1.1.49 1.1 1.1s-.49 1.1-1.1 1.1-1.1-.49-1.1-1.1.49-1.1 1.1-1.1',
  ],
  handshake: [
    'M12.22 19.85c-.18.18-.5.21-.71 0-.18-.18-.21-.5 0-.71l3.39-3.39-1.41-1.41-3.39 3.39c-.19.2-.51.19-.71 0-.21-.21-.18-.53 0-.71l3.39-3.39-1.41-1.41-3.39 3.39c-.18.18-.5.21-.71 0-.19-.19-.19-.51 0-.71l3.39-3.39-1.42-1.41-3.39 3.39c-.18.18-.5.21-.71 0-.19-.2-.19-.51 0-.71L9.52 8.4l1.87 1.86c.95.95 2.59.94 3.54 0 .98-.98.98-2.56 0-3.54l-1.86-1.86.28-.28c.78-.78 2.05-.78 2.83 0l4.24 4.24c.78.78.78 2.05 0 2.83zm9.61-6.78c1.56-1.56 1.56-4.09 0-5.66l-4.24-4.24c-1.56-1.56-4.09-1.56-5.66 0l-.28.28-.28-.28c-1.56-1.56-4.09-1.56-5.66 0L2.17 6.71C.75 8.13.62 10.34 1.77 11.9l1.45-1.45c-.39-.75-.26-1.7.37-2.33l3.54-3.54c.78-.78 2.05-.78 2.83 0l3.56 3.56c.18.18.21.5 0 .71s-.53.18-.71 0L9.52 5.57l-5.8 5.79c-.98.97-.98 2.56 0 3.54.39.39.89.63 1.42.7.07.52.3 1.02.7 1.42s.9.63 1.42.7c.07.52.3 1.02.7 1.42s.9.63 1.42.7c.07.54.31 1.03.7 1.42.47.47 1.1.73 1.77.73s1.3-.26 1.77-.73z',
  ],
  history: [
    'M9 4v1.38c-.83-.33-1.72-.5-2.61-.5-1.79 0-3.58.68-4.95 2.05l3.33 3.33h1.11v1.11c.86.86 1.98 1.31 3.11 1.36V15H6v3c0 1.1.9 2 2 2h10c1.66 0 3-1.34 3-3V4zm-1.11 6.41V8.26H5.61L4.57 7.22a5.07 5.07 0 0 1 1.82-.34c1.34 0 2.59.52 3.54 1.46l1.41 1.41-.2.2c-.51.51-1.19.8-1.92.8-.47 0-.93-.12-1.33-.34M19 17c0 .55-.45 1-1 1s-1-.45-1-1v-2h-6v-2.59c.57-.23 1.1-.57 1.56-1.03l.2-.2L15.59 14H17v-1.41l-6-5.97V6h8z',
  ],
  park: ['M17 12h2L12 2 5.05 12H7l-3.9 6h6.92v4h3.95v-4H21zM6.79 16l3.9-6H8.88l3.13-4.5 3.15 4.5h-1.9l4 6z'],
  visibility: [
    'M12 6c3.79 0 7.17 2.13 8.82 5.5C19.17 14.87 15.79 17 12 17s-7.17-2.13-8.82-5.5C4.83 8.13 8.21 6 12 6m0-2C7 4 2.73 7.11 1 11.5 2.73 15.89 7 19 12 19s9.27-3.11 11-7.5C21.27 7.11 17 4 12 4m0 5c1.38 0 2.5 1.12 2.5 2.5S13.38 14 12 14s-2.5-1.12-2.5-2.5S10.62 9 12 9m0-2c-2.48 0-4.5 2.02-4.5 4.5S9.52 16 12 16s4.5-2.02 4.5-4.5S14.48 7 12 7',
  ],
  premium: [
    'M9.68 13.69 12 11.93l2.31 1.76-.88-2.85L15.75 9h-2.84L12 6.19 11.09 9H8.25l2.31 1.84zM20 10c0-4.42-3.58-8-8-8s-8 3.58-8 8c0 2.03.76 3.87 2 5.28V23l6-2 6 2v-7.72c1.24-1.41 2-3.25 2-5.28m-8-6c3.31 0 6 2.69 6 6s-2.69 6-6 6-6-2.69-6-6 2.69-6 6-6m0 15-4 1.02v-3.1c1.18.68 2.54 1.08 4 1.08s2.82-.4 4-1.08v3.1z',
  ],
};

/** The icons of the text's sections, in order (a seventh section starts again from the first). */
const SECTION_ICONS = [ICONS.visibility, ICONS.history, ICONS.premium, ICONS.park, ICONS.handshake, ICONS.explore];

/**
 * The about page (docs/product.md §2 and Innhold): the introduction and the sections are the text
 * edited in the admin panel (tag 'site-content'); each h2 of it opens a section with an icon.
 */
export default async function AboutPage() {
  const site = siteConfig();
  const { intro, sections } = splitSections((await getSiteContent()).about.html);
  return (
    <>
      <section aria-labelledby="about-title" className="hero">
        <div className="container">
          <p className={styles.overline}>Om oss</p>
          <h1 id="about-title" className={styles.title}>
            Pleie for det som skal vare – siden {site.foundedYear}
          </h1>
          {intro && <div className={`${styles.lead} ${styles.rich}`} dangerouslySetInnerHTML={{ __html: intro }} />}
          <div className={styles.buttons}>
            <Link href="/kontakt" prefetch={false} className="btn">
              Kontakt oss
            </Link>
            <Link href="/forhandlere" prefetch={false} className="btn-outlined">
              Finn forhandler
            </Link>
          </div>
          <AboutStats stats={STATS} />
        </div>
      </section>

      {sections.length > 0 && (
        <div className={`container ${styles.sections}`}>
          {sections.map((section, index) => (
            <AboutSection key={section.id} id={section.id} title={section.title} icon={SECTION_ICONS[index % SECTION_ICONS.length]}>
              <div className={styles.rich} dangerouslySetInnerHTML={{ __html: section.html }} />
            </AboutSection>
          ))}
        </div>
      )}

      <section aria-label="Kontakt" className={styles.cta}>
        <div className="container" style={{ maxWidth: 900 }}>
          <p className={styles.ctaTitle}>Har du spørsmål om produktene våre, eller vil du bli forhandler?</p>
          <p className={styles.ctaText}>Vi hjelper deg gjerne med å finne riktig produkt og riktig fremgangsmåte.</p>
          <Link href="/kontakt" prefetch={false} className="btn">
            Ta kontakt med oss
          </Link>
        </div>
      </section>
    </>
  );
}
