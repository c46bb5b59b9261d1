/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ToastProvider, TOAST_DURATION_MS, useToast, type ToastInput } from './ToastProvider';

// jsdom has no PointerEvent: without it, fireEvent.pointer* drops clientX.
beforeAll(() => {
  if (!('PointerEvent' in window)) {
    (window as unknown as { PointerEvent: typeof MouseEvent }).PointerEvent = class extends MouseEvent {};
  }
});

function Trigger({ input, label }: { input: ToastInput; label: string }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(input)}>
      {label}
    </button>
  );
}

function setup() {
  return render(
    <ToastProvider>
      <Trigger label="a" input={{ title: 'Melding sendt!', description: 'Vi vil kontakte deg så snart som mulig.' }} />
      <Trigger label="b" input={{ title: 'Feil', description: 'Kunne ikke sende meldingen. Vennligst prøv igjen.', variant: 'destructive' }} />
    </ToastProvider>,
  );
}

/** The shown toast, else null. */
const shown = () => screen.queryByTestId('toast');

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('has its live regions from the first render, empty (so what is put in them is announced)', () => {
    setup();
    const region = screen.getByRole('region', { name: 'Varsler (F8)' });
    const status = within(region).getByRole('status');
    const alert = within(region).getByRole('alert');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(alert.getAttribute('aria-live')).toBe('assertive');
    expect(status.textContent).toBe('');
    expect(alert.textContent).toBe('');
  });

  it('shows one toast at a time; a new one replaces the old', () => {
    setup();
    fireEvent.click(screen.getByText('a'));
    expect(screen.getByRole('status').textContent).toContain('Melding sendt!');
    fireEvent.click(screen.getByText('b'));
    expect(screen.queryByText('Melding sendt!')).toBeNull();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Kunne ikke sende meldingen. Vennligst prøv igjen.');
    expect(alert.getAttribute('aria-live')).toBe('assertive');
    expect(shown()?.getAttribute('data-variant')).toBe('destructive');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('closes by itself after 5000 ms', () => {
    setup();
    fireEvent.click(screen.getByText('a'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(shown()).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(shown()).toBeNull();
  });

  it('stays while hovered', () => {
    setup();
    fireEvent.click(screen.getByText('a'));
    fireEvent.mouseEnter(shown()!);
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(shown()).not.toBeNull();
    fireEvent.mouseLeave(shown()!);
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(shown()).toBeNull();
  });

  it('closes with the close button', () => {
    setup();
    fireEvent.click(screen.getByText('b'));
    fireEvent.click(screen.getByRole('button', { name: 'Lukk varsel' }));
    expect(shown()).toBeNull();
  });

  it('closes with Escape, from anywhere in the page and from inside the region', () => {
    setup();
    fireEvent.click(screen.getByText('a'));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(shown()).toBeNull();
    fireEvent.click(screen.getByText('b'));
    const outer = jest.fn();
    window.addEventListener('keydown', outer);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Lukk varsel' }), { key: 'Escape' });
    window.removeEventListener('keydown', outer);
    expect(shown()).toBeNull();
    // Taken by the region: a dialog around it does not also close.
    expect(outer).not.toHaveBeenCalled();
  });

  it('leaves Escape to whatever took it first', () => {
    setup();
    fireEvent.click(screen.getByText('a'));
    const event = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true, bubbles: true });
    event.preventDefault();
    act(() => {
      window.dispatchEvent(event);
    });
    expect(shown()).not.toBeNull();
  });

  it('lives inside an open modal dialog while there is one (the page behind is inert)', async () => {
    jest.useRealTimers();
    const { container } = setup();
    const dialog = document.createElement('dialog');
    // jsdom has no showModal: an open dialog stands in for a modal one.
    dialog.matches = (selector: string) => (selector === ':modal' ? dialog.open : Element.prototype.matches.call(dialog, selector));
    container.append(dialog);
    await act(async () => {
      dialog.setAttribute('open', '');
      await new Promise((r) => setTimeout(r, 0));
    });
    const region = screen.getByRole('region', { name: 'Varsler (F8)' });
    expect(dialog.contains(region)).toBe(true);
    fireEvent.click(screen.getByText('a'));
    expect(dialog.contains(shown())).toBe(true);
    // Escape belongs to the dialog now: it does not close the toast from the page.
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(shown()).not.toBeNull();
    await act(async () => {
      dialog.removeAttribute('open');
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(dialog.contains(screen.getByRole('region', { name: 'Varsler (F8)' }))).toBe(false);
    expect(shown()?.textContent).toContain('Melding sendt!');
  });

  it('keeps the same toast mounted while a dialog opens and closes (its timer runs on, not restarted)', async () => {
    const { container } = setup();
    const dialog = document.createElement('dialog');
    dialog.matches = (selector: string) => (selector === ':modal' ? dialog.open : Element.prototype.matches.call(dialog, selector));
    container.append(dialog);
    // Let the mount effects run (the region moves into its own container while empty).
    await act(async () => {
      await Promise.resolve();
    });
    fireEvent.click(screen.getByText('a'));
    const before = shown();
    act(() => jest.advanceTimersByTime(3000));
    await act(async () => {
      dialog.setAttribute('open', '');
      await Promise.resolve();
    });
    expect(dialog.contains(shown())).toBe(true);
    expect(shown()).toBe(before);
    await act(async () => {
      dialog.removeAttribute('open');
      await Promise.resolve();
    });
    expect(dialog.contains(shown())).toBe(false);
    expect(shown()).toBe(before);
    // 3000 + 1999 ms: still there; at 5000 ms from when it was shown it closes (a restart would wait 5000 more).
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 3000 - 1));
    expect(shown()).toBe(before);
    act(() => jest.advanceTimersByTime(1));
    expect(shown()).toBeNull();
  });

  it('waits while focus is in the region (F8), and closes after focus leaves', () => {
    setup();
    fireEvent.click(screen.getByText('a'));
    fireEvent.keyDown(window, { key: 'F8' });
    const region = screen.getByRole('region', { name: 'Varsler (F8)' });
    expect(document.activeElement).toBe(region);
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(shown()).not.toBeNull();
    act(() => screen.getByText('b').focus());
    // 'b' is a trigger only focused here, not clicked: the same toast runs its full time again.
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(shown()).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(shown()).toBeNull();
  });

  it('moves to the other end of the screen when the focused element would be under the toast', () => {
    setup();
    const rect = (top: number) => ({ top, bottom: top + 40, left: 0, right: 300, width: 300, height: 40, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
    const spy = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.getAttribute('data-testid') === 'toast') return rect(700);
      if (this.textContent === 'b') return rect(710);
      return rect(0);
    });
    try {
      fireEvent.click(screen.getByText('a'));
      const region = screen.getByRole('region', { name: 'Varsler (F8)' });
      expect(region.getAttribute('data-placement')).toBe('default');
      act(() => screen.getByText('a').focus()); // at the top: not under the toast
      expect(region.getAttribute('data-placement')).toBe('default');
      act(() => screen.getByText('b').focus()); // under the toast
      expect(region.getAttribute('data-placement')).toBe('other');
    } finally {
      spy.mockRestore();
    }
  });

  it('is dismissed by a swipe right past 50 px, not by a shorter one', () => {
    setup();
    fireEvent.click(screen.getByText('a'));
    const toast = shown()!;
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 140 });
    fireEvent.pointerUp(toast, { clientX: 140 });
    expect(shown()).not.toBeNull();
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 151 });
    fireEvent.pointerUp(toast, { clientX: 151 });
    expect(shown()).toBeNull();
  });

  it('F8 moves focus to the toast region', () => {
    setup();
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Varsler (F8)' }));
  });

  it('runs an action and closes', () => {
    const onClick = jest.fn();
    render(
      <ToastProvider>
        <Trigger label="c" input={{ title: 'Utlogget', action: { label: 'Angre', onClick } }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('c'));
    fireEvent.click(screen.getByRole('button', { name: 'Angre' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(shown()).toBeNull();
  });

  it('refuses use outside the provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger label="x" input={{ title: 'x' }} />)).toThrow('useToast must be used within a ToastProvider');
    spy.mockRestore();
  });
});
