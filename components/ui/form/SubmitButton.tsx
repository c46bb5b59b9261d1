/**
 * The button of a form or an action that is working (docs/product.md §4 Forms): while pending it
 * shows its pending text and is `aria-disabled`, not `disabled`, so a focused button keeps the
 * focus (a disabled one drops it to <body>, WCAG 2.4.3) and says it is unavailable; clicks (and
 * Enter in a field, which clicks the submit button) are ignored meanwhile. `status`, when given,
 * is shown beside the button in one of two live regions, both present while empty: role=status for
 * a success ('Melding sendt! …'), role=alert for a failure (`statusFailed`): the toast is only an extra.
 */
import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import styles from './form.module.css';

export interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  pending: boolean;
  /** The text while pending ('Sender...', 'Vennligst vent...'); the children otherwise. */
  pendingText?: ReactNode;
  /** The outcome to announce beside the button; omitted: no status line. */
  status?: ReactNode;
  /** The status line's id (for tests and aria-describedby); the alert line gets `${statusId}-alert`. */
  statusId?: string;
  /** The status is a failure: announced assertively (role=alert). */
  statusFailed?: boolean;
}

export function BusyButton({
  pending,
  pendingText,
  status,
  statusId,
  statusFailed = false,
  children,
  onClick,
  className,
  type = 'button',
  ...button
}: BusyButtonProps) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) {
      event.preventDefault(); // no second submission while the first runs
      return;
    }
    onClick?.(event);
  };
  const element = (
    <button
      {...button}
      type={type}
      className={className ?? styles.button}
      aria-disabled={pending || undefined}
      data-pending={pending || undefined}
      onClick={click}
    >
      {pending && pendingText !== undefined ? pendingText : children}
    </button>
  );
  if (status === undefined) return element;
  return (
    <>
      {element}
      {/* One box for both lines: the form's layout gains no second gap. */}
      <div>
        <p className={styles.status} role="status" id={statusId}>
          {!statusFailed && status}
        </p>
        <p className={styles.status} role="alert" id={statusId && `${statusId}-alert`}>
          {statusFailed && status}
        </p>
      </div>
    </>
  );
}

/** BusyButton as a form's submit button. */
export function SubmitButton(props: Omit<BusyButtonProps, 'type'>) {
  return <BusyButton {...props} type="submit" />;
}
