'use client';
/**
 * The contact page's two tabs, 'kontakt' (default) and 'partner' (docs/product.md §2), and the
 * 'become a dealer' card's link that switches to the partner tab. The tab is kept in the URL
 * (?tab=partner) so a link can open the application form directly. The tabs and that card are
 * links to `?tab=…#skjema`: without JavaScript they load the page with that tab open (the address
 * with a query is rendered per request, app/kontakt/skjema); with JavaScript they switch in place.
 * Both forms are in the server's HTML and work without JavaScript (ContactForm, PartnerForm). The
 * cached page renders the default tab, so the tab is also read from the address after the first render.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { CONTACT_TAB_PARAM, type ContactTopic } from '@/lib/contact/fields';
import { REPLY_PROMISE } from '@/lib/contact/messages';
import { ContactForm } from './ContactForm';
import { PartnerForm } from './PartnerForm';
import styles from './contact.module.css';

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
  return new URLSearchParams(search).get(CONTACT_TAB_PARAM) === 'partner' ? 'partner' : 'kontakt';
}

/** The address of a tab: a link that works without JavaScript. */
export function tabHref(tab: ContactTab): string {
  return tab === 'kontakt' ? `/kontakt#${TABS_ANCHOR}` : `/kontakt?${CONTACT_TAB_PARAM}=${tab}#${TABS_ANCHOR}`;
}

/** `initialTab`: the tab the server read from the address (the per-request page); the cached page has the default. */
export function ContactTabProvider({ children, initialTab = 'kontakt' }: { children: ReactNode; initialTab?: ContactTab }) {
  const [tab, setTab] = useState<ContactTab>(initialTab);
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

/** A plain click (no modifier key, the main button): switched in place; others open the link as links do. */
function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The third card's link: opens the application form. */
export function BecomeDealerButton() {
  const { select } = useTabs();
  return (
    <a
      href={tabHref('partner')}
      className={styles.linkButton}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        select('partner', { focusPanel: true });
      }}
    >
      Søk om å bli forhandler
    </a>
  );
}

/**
 * `topic` and `prefill`: what the contact form starts with (?emne=, ?melding=); `sent`: the form
 * sent without JavaScript whose success text shows (?sendt=), all read by the server.
 */
export function ContactTabs({ topic, prefill, sent }: { topic?: ContactTopic; prefill?: string; sent?: 'contact' | 'partner' | null }) {
  const { tab, select, panelRef } = useTabs();
  const tabRefs = useRef<Record<ContactTab, HTMLAnchorElement | null>>({ kontakt: null, partner: null });
  // Arrow keys move between the tabs only with JavaScript: until then both tabs are in the tab order.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []); // eslint-disable-line react-hooks/set-state-in-effect

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
          <a
            key={t.id}
            ref={(el) => {
              tabRefs.current[t.id] = el;
            }}
            href={tabHref(t.id)}
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={scripted && tab !== t.id ? -1 : 0}
            className={styles.tab}
            onClick={(event) => {
              if (!plainClick(event)) return;
              event.preventDefault();
              select(t.id);
            }}
          >
            {t.label}
          </a>
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
              <ContactForm topic={topic} prefill={prefill} sent={sent === 'contact'} />
            </>
          ) : (
            <>
              <h3>Bli forhandler</h3>
              <p className={styles.hint}>Fyll ut skjemaet, så kontakter vi deg innen 2 arbeidsdager.</p>
              <PartnerForm sent={sent === 'partner'} />
            </>
          )}
        </div>
      ))}
    </div>
  );
}
