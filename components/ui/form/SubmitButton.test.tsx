/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { described } from './fields';
import { BusyButton, SubmitButton } from './SubmitButton';

describe('SubmitButton', () => {
  it('while pending: focusable, aria-disabled, the pending text, and a submit is ignored', () => {
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <SubmitButton pending={false} pendingText="Sender...">
          Send melding
        </SubmitButton>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send melding' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={onSubmit}>
        <SubmitButton pending pendingText="Sender...">
          Send melding
        </SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Sender...' }) as HTMLButtonElement;
    button.focus();
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(button);
  });

  it('a pending action button does not run its action again', () => {
    const onClick = jest.fn();
    render(
      <BusyButton pending onClick={onClick} pendingText="Laster ned...">
        Last ned
      </BusyButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Laster ned...' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('has a status line, present while empty, for the outcome', () => {
    const { rerender } = render(
      <SubmitButton pending={false} status={null}>
        Send melding
      </SubmitButton>,
    );
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(
      <SubmitButton pending={false} status="Melding sendt! Vi vil kontakte deg så snart som mulig.">
        Send melding
      </SubmitButton>,
    );
    expect(screen.getByRole('status').textContent).toBe('Melding sendt! Vi vil kontakte deg så snart som mulig.');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('announces a failure outcome in its alert line (present while empty), not the status line', () => {
    render(
      <SubmitButton pending={false} status="Feil. Kunne ikke sende meldingen. Vennligst prøv igjen." statusFailed>
        Send melding
      </SubmitButton>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Feil. Kunne ikke sende meldingen. Vennligst prøv igjen.');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('described', () => {
  it("links the field's own error and a message about the form, and marks it invalid", () => {
    expect(described('e')).toEqual({ 'aria-invalid': false });
    expect(described('e', 'Ugyldig e-postadresse')).toEqual({ 'aria-invalid': true, 'aria-describedby': 'e-error' });
    expect(described('e', undefined, { invalid: true, describedBy: 'login-error' })).toEqual({ 'aria-invalid': true, 'aria-describedby': 'login-error' });
    expect(described('e', 'x', { invalid: true, describedBy: 'login-error' })).toEqual({ 'aria-invalid': true, 'aria-describedby': 'e-error login-error' });
  });
});
