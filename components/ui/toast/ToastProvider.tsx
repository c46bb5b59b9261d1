'use client';
/**
 * Toasts (docs/product.md §4, 8 and 9): one at a time, a new one replaces the old; default and
 * destructive styles with title, description, optional action and a close button; shown for
 * 5000 ms (paused while hovered or focused); swipe right past 50 px to dismiss; F8 moves focus
 * to the toast region; Escape closes the toast. Top of the screen on mobile, bottom-right on
 * larger screens, moved to the top when the focused element would be under it.
 *
 * A toast is an extra, never the only place of a message (WCAG 4.1.3, 3.3.1): forms keep their
 * errors at their fields (components/ui/form/fields.tsx). The region's two live regions
 * (role=status for the default style, role=alert for the destructive one) exist empty from the
 * first render, so a toast inserted into them is announced. While a modal <dialog> is open the
 * page behind it is inert and out of the accessibility tree: the region then lives inside the
 * top-most open dialog, so its toasts are seen and announced there. After mount the region is always
 * portalled into one container node of its own, and that node is moved (appendChild) into the dialog
 * and back, so the region and its toast stay mounted: no restarted timer, no re-inserted live region.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './toast.module.css';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
  /** Milliseconds before it closes by itself. */
  duration?: number;
}

interface ToastState extends ToastInput {
  id: number;
}

interface ToastApi {
  toast: (input: ToastInput) => void;
  dismiss: () => void;
}

export const TOAST_DURATION_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;
export const TOAST_REGION_LABEL = 'Varsler (F8)';

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used within a ToastProvider');
  return api;
}

/** The top-most open modal <dialog>, else null (the toasts then live in the page). */
export function topModalDialog(doc: Document): HTMLDialogElement | null {
  const open = [...doc.querySelectorAll('dialog[open]')] as HTMLDialogElement[];
  for (let i = open.length - 1; i >= 0; i--) {
    const dialog = open[i];
    let modal: boolean;
    try {
      modal = dialog.matches(':modal');
    } catch {
      modal = true; // no :modal selector (jsdom): an open dialog counts as modal
    }
    if (modal) return dialog;
  }
  return null;
}

/** Follows the open modal dialogs (their `open` attribute anywhere in the document). */
function useModalHost(): HTMLDialogElement | null {
  const [host, setHost] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const update = () => setHost(topModalDialog(document));
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, []);
  return host;
}

function rectsOverlap(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null);
  /** 'other' when the focused element sits where the toast would be: the other end of the screen. */
  const [placement, setPlacement] = useState<'default' | 'other'>('default');
  const nextId = useRef(1);
  const viewport = useRef<HTMLElement>(null);
  const host = useModalHost();
  /** The region's own node after mount (before it, the region renders inline: in the server HTML). */
  const [container, setContainer] = useState<HTMLElement | null>(null);
  /** Hovered, or focus anywhere in the region (F8 focuses the region itself): the toast waits. */
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);

  useEffect(() => {
    const node = document.createElement('div');
    node.setAttribute('data-toast-container', '');
    document.body.appendChild(node);
    // Once, at mount, while the region is empty: the inline region of the server HTML moves into its own node.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setContainer(node);
    return () => node.remove();
  }, []);

  // Moving the node keeps the React subtree mounted (a portal to another node would remount it).
  useEffect(() => {
    if (!container) return;
    const target = host ?? document.body;
    if (container.parentNode !== target) target.appendChild(container);
  }, [container, host]);

  const toast = useCallback((input: ToastInput) => {
    setCurrent({ ...input, id: nextId.current++ });
    setPlacement('default');
    // The region was empty (no pointer events): no hover left over; focus may be in it (F8).
    setHovered(false);
    setFocusWithin(!!viewport.current?.contains(document.activeElement));
  }, []);
  const dismiss = useCallback(() => setCurrent(null), []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        viewport.current?.focus();
        return;
      }
      // Escape closes the toast, unless something else took it (a menu, a combobox) or a dialog
      // is open (Escape closes the dialog; inside the toast region the region's own handler runs).
      if (event.key === 'Escape' && !event.defaultPrevented && current && !topModalDialog(document)) dismiss();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, dismiss]);

  // Never over the focused element: a focus under the toast moves it to the other end of the screen.
  useEffect(() => {
    if (!current) return;
    const check = () => {
      const region = viewport.current;
      const focused = document.activeElement;
      const shown = region?.querySelector(`.${styles.toast}`);
      if (!region || !shown || !(focused instanceof HTMLElement) || region.contains(focused) || focused === document.body) return;
      const f = focused.getBoundingClientRect();
      const t = shown.getBoundingClientRect();
      if (rectsOverlap(f, t)) setPlacement('other');
    };
    check();
    document.addEventListener('focusin', check);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      document.removeEventListener('focusin', check);
      window.removeEventListener('scroll', check);
    };
  }, [current]);

  const destructive = current?.variant === 'destructive';
  const shown = current && <Toast key={current.id} toast={current} onClose={dismiss} paused={hovered || focusWithin} />;
  const region = (
    <section
      ref={viewport}
      tabIndex={-1}
      aria-label={TOAST_REGION_LABEL}
      className={styles.viewport}
      data-active={current ? 'true' : 'false'}
      data-placement={placement}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && current) {
          // Inside an open dialog too: the toast closes, not the dialog.
          event.preventDefault();
          event.stopPropagation();
          dismiss();
        }
      }}
    >
      <div role="status" aria-live="polite" aria-atomic="true" className={styles.live}>
        {!destructive && shown}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className={styles.live}>
        {destructive && shown}
      </div>
    </section>
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {container ? createPortal(region, container) : region}
    </ToastContext.Provider>
  );
}

function Toast({ toast, onClose, paused }: { toast: ToastState; onClose: () => void; paused: boolean }) {
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(onClose, toast.duration ?? TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [paused, onClose, toast.duration]);

  const onPointerDown = (e: PointerEvent) => {
    start.current = e.clientX;
  };
  const onPointerMove = (e: PointerEvent) => {
    if (start.current !== null) setOffset(Math.max(0, e.clientX - start.current));
  };
  const onPointerEnd = () => {
    if (start.current === null) return;
    start.current = null;
    if (offset > SWIPE_THRESHOLD_PX) onClose();
    else setOffset(0);
  };

  return (
    <div
      data-variant={toast.variant ?? 'default'}
      data-testid="toast"
      className={styles.toast}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={{
        transform: `translateX(${offset}px)`,
        opacity: offset > 0 ? Math.max(0.3, 1 - offset / 200) : 1,
        transition: offset > 0 ? 'none' : undefined,
      }}
    >
      <div className={styles.body}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description && <div className={styles.description}>{toast.description}</div>}
        {toast.action && (
          <button
            type="button"
            className={styles.action}
            onClick={() => {
              toast.action?.onClick();
              onClose();
            }}
          >
            {toast.action.label}
          </button>
        )}
      </div>
      <button type="button" className={styles.close} aria-label="Lukk varsel" onClick={onClose}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
        </svg>
      </button>
    </div>
  );
}
