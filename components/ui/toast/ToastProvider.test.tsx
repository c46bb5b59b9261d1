/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
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

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows one toast at a time; a new one replaces the old', () => {
    setup();
    fireEvent.click(screen.getByText('a'));
    expect(screen.getByRole('status').textContent).toContain('Melding sendt!');
    fireEvent.click(screen.getByText('b'));
    expect(screen.queryByText('Melding sendt!')).toBeNull();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Kunne ikke sende meldingen. Vennligst prøv igjen.');
    expect(alert.getAttribute('data-variant')).toBe('destructive');
    expect(alert.getAttribute('aria-live')).toBe('assertive');
  });

  it('closes by itself after 5000 ms', () => {
    setup();
    fireEvent.click(screen.getByText('a'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays while hovered', () => {
    setup();
    fireEvent.click(screen.getByText('a'));
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.queryByRole('status')).not.toBeNull();
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes with the close button', () => {
    setup();
    fireEvent.click(screen.getByText('b'));
    fireEvent.click(screen.getByRole('button', { name: 'Lukk varsel' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is dismissed by a swipe right past 50 px, not by a shorter one', () => {
    setup();
    fireEvent.click(screen.getByText('a'));
    const toast = screen.getByRole('status');
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 140 });
    fireEvent.pointerUp(toast, { clientX: 140 });
    expect(screen.queryByRole('status')).not.toBeNull();
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 151 });
    fireEvent.pointerUp(toast, { clientX: 151 });
    expect(screen.queryByRole('status')).toBeNull();
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
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('refuses use outside the provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger label="x" input={{ title: 'x' }} />)).toThrow('useToast must be used within a ToastProvider');
    spy.mockRestore();
  });
});
