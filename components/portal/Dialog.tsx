'use client';
/**
 * A modal dialog on the native <dialog> element: focus moves into it and is kept there,
 * Escape and the close button close it, focus returns to the opener, the page behind is inert.
 * Labelled by its heading through an id of its own (useId).
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './portal.module.css';

export function Dialog({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  // One id per dialog, the same on the server and in the browser: a page with several dialogs of
  // the same title (one per row) labels each by its own heading.
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      <div className={styles.dialogHeader}>
        <h2 id={titleId}>{title}</h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Lukk">
          ×
        </button>
      </div>
      <div className={styles.dialogBody}>{open ? children : null}</div>
    </dialog>
  );
}
