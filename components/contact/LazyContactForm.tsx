'use client';
/**
 * The contact form for the home page's #contact section, far below the fold: its code (the
 * form, react-hook-form, zod) loads once the visitor scrolls the section within 600 px of the
 * viewport (or arrives at /#contact), so it does not weigh on the home page's first load.
 */
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import styles from './contact.module.css';

/** What the section shows before the form's code arrives (hidden by its style's `scripting: none` query). */
function FormLoading() {
  return (
    <p className={`${styles.hint} ${styles.formLoading}`} role="status">
      Laster skjema...
    </p>
  );
}

const ContactForm = dynamic(() => import('./ContactForm').then((m) => m.ContactForm), { ssr: false, loading: FormLoading });

/**
 * Without JavaScript (where this form's code never loads) the section links to the contact page's
 * form, which works without it (docs/product.md: Contact page).
 */
export function LazyContactForm({ idPrefix = 'hjem-kontakt' }: { idPrefix?: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = anchor.current;
    if (!element) return;
    if (window.location.hash === '#contact' || typeof IntersectionObserver === 'undefined') {
      setNear(true); // eslint-disable-line react-hooks/set-state-in-effect
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    // Watch only once the visitor scrolls: a tool that stretches the viewport over the whole
    // page (a full-page screenshot) is not a visitor reading down to the form.
    const start = () => observer.observe(element);
    window.addEventListener('scroll', start, { once: true, passive: true });
    window.addEventListener('hashchange', start, { once: true });
    return () => {
      window.removeEventListener('scroll', start);
      window.removeEventListener('hashchange', start);
      observer.disconnect();
    };
  }, []);

  return (
    <div ref={anchor} className={styles.lazyForm}>
      {near ? <ContactForm idPrefix={idPrefix} /> : <FormLoading />}
      <noscript>
        <p className={styles.hint}>
          <a href="/kontakt#skjema">Skriv til oss i kontaktskjemaet</a>
        </p>
      </noscript>
    </div>
  );
}
