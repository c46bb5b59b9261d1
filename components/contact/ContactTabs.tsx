'use client';
/**
 * The contact page's two tabs, 'kontakt' (default) and 'partner' (docs/product.md §2), and the
 * 'become a dealer' card's button that switches to the partner tab. The tab is kept in the URL
 * (?tab=partner) so a link can open the application form directly; the page itself is served
 * from the cache, so the tab is read from the address after the first render.
 */
import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { REPLY_PROMISE } from '@/lib/contact/messages';
import styles from './contact.module.css';
import { FormLoading, NoScriptNote } from './FormFallback';

/**
 * The forms' code (react-hook-form and the forms) loads right after the page has painted, not
 * with the page's first scripts (docs/architecture.md: public pages' script); without JavaScript
 * the panel says where to write instead.
 */
const ContactForm = dynamic(() => import('./ContactForm').then((m) => m.ContactForm), { ssr: false, loading: FormLoading });
const PartnerForm = dynamic(() => import('./PartnerForm').then((m) => m.PartnerForm), { ssr: false, loading: FormLoading });

export type ContactTab = 'kontakt' | 'partner';
const TABS: { id: ContactTab; label: string }[] = [
  { id: 'kontakt', label: 'Kontakt oss' },
  { id: 'partner', label: 'Bli forhandler' },
];

export const TABS_ANCHOR = 'skjema';

interface TabState {
  tab: ContactTab;
  select: (tab: ContactTab, options?: { focusPanel?: boolean }) => void;
  panelRef: React.RefObject<HTMLDivElement | null>;
}

const TabContext = createContext<TabState | null>(null);

function useTabs(): TabState {
  const state = useContext(TabContext);
  if (!state) throw new Error('Contact tabs must be used within ContactTabProvider');
  return state;
}

export function tabFromSearch(search: string): ContactTab {
  return new URLSearchParams(search).get('tab') === 'partner' ? 'partner' : 'kontakt';
}

export function ContactTabProvider({ children }: { children: ReactNode }) {
  const [tab, setTab] = useState<ContactTab>('kontakt');
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const fromUrl = tabFromSearch(window.location.search);
    // The cached page always renders the default tab; the address may ask for the other one.
    if (fromUrl !== 'kontakt') setTab(fromUrl); // eslint-disable-line react-hooks/set-state-in-effect
    const onPop = () => setTab(tabFromSearch(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const select = useCallback((next: ContactTab, options: { focusPanel?: boolean } = {}) => {
    setTab(next);
    const url = new URL(window.location.href);
    if (next === 'kontakt') url.searchParams.delete('tab');
    else url.searchParams.set('tab', next);
    window.history.replaceState(window.history.state, '', url);
    if (options.focusPanel) {
      requestAnimationFrame(() => {
        panelRef.current?.scrollIntoView({ block: 'start' });
        panelRef.current?.focus({ preventScroll: true });
      });
    }
  }, []);

  const value = useMemo(() => ({ tab, select, panelRef }), [tab, select]);
  return <TabContext.Provider value={value}>{children}</TabContext.Provider>;
}

/** The third card's button: opens the application form. */
export function BecomeDealerButton() {
  const { select } = useTabs();
  return (
    <button type="button" className={styles.linkButton} onClick={() => select('partner', { focusPanel: true })}>
      Søk om å bli forhandler
    </button>
  );
}

/** `prefill`: the message a link wrote into the form, shown without JavaScript (NoScriptNote). */
export function ContactTabs({ email, prefill }: { email: string; prefill?: string }) {
  const { tab, select, panelRef } = useTabs();
  const tabRefs = useRef<Record<ContactTab, HTMLButtonElement | null>>({ kontakt: null, partner: null });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((t) => t.id === tab);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = TABS[(moves[event.key] + TABS.length) % TABS.length].id;
    select(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div id={TABS_ANCHOR}>
      <div className={styles.tablist} role="tablist" aria-label="Velg skjema" onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            className={styles.tab}
            onClick={() => select(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {TABS.map((t) => (
        <div
          key={t.id}
          ref={tab === t.id ? panelRef : undefined}
          role="tabpanel"
          id={`panel-${t.id}`}
          aria-labelledby={`tab-${t.id}`}
          hidden={tab !== t.id}
          tabIndex={-1}
          className={styles.panel}
        >
          {t.id === 'kontakt' ? (
            <>
              <h3>Send oss en melding</h3>
              <p className={styles.hint}>{REPLY_PROMISE}</p>
              <ContactForm />
              <NoScriptNote email={email} prefill={prefill} />
            </>
          ) : (
            <>
              <h3>Bli forhandler</h3>
              <p className={styles.hint}>Fyll ut skjemaet, så kontakter vi deg innen 2 arbeidsdager.</p>
              <PartnerForm />
              <NoScriptNote email={email} />
            </>
          )}
        </div>
      ))}
    </div>
  );
}
