/**
 * @jest-environment jsdom
 */
import Dialog from '@mui/material/Dialog';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastProvider, useToast } from '@/components/ui/toast/ToastProvider';

/** The shared toasts (components/ui/toast) inside the admin kit's MUI dialogs: MUI's Modal hides the page behind with aria-hidden. */
function Trigger() {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast({ title: 'Lagret' })}>
      a
    </button>
  );
}

const shown = () => screen.queryByTestId('toast');

describe('toasts while an admin dialog is open', () => {
  it("lives inside the admin kit's open MUI dialog too (its Modal hides the rest of the page with aria-hidden)", async () => {
    jest.useRealTimers();
    // Closed by unmounting: jsdom runs no CSS transition, so MUI's closing fade would never end.
    function AdminPage({ open }: { open: boolean }) {
      return (
        <ToastProvider>
          <Trigger />
          {open && (
            <Dialog open aria-labelledby="tittel">
              <h2 id="tittel">Rediger produkt</h2>
            </Dialog>
          )}
        </ToastProvider>
      );
    }
    const { rerender } = render(<AdminPage open={false} />);
    await act(async () => {
      rerender(<AdminPage open />);
      await new Promise((r) => setTimeout(r, 0));
    });
    const paper = screen.getByRole('dialog', { name: 'Rediger produkt' });
    const region = screen.getByRole('region', { name: 'Varsler (F8)' });
    expect(paper.contains(region)).toBe(true);
    expect(region.closest('[aria-hidden="true"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'a', hidden: true }));
    expect(paper.contains(shown())).toBe(true);
    await act(async () => {
      rerender(<AdminPage open={false} />);
      await new Promise((r) => setTimeout(r, 0));
    });
    const back = screen.getByRole('region', { name: 'Varsler (F8)' });
    expect(back.closest('[role="dialog"]')).toBeNull();
    expect(back.textContent).toContain('Lagret');
  });
});
