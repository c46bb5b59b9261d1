/**
 * @jest-environment jsdom
 */
import { render } from '@testing-library/react';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('labels each of several dialogs with the same title by its own heading (unique ids)', () => {
    const { container } = render(
      <>
        {['Olje', 'Voks', 'Såpe'].map((name) => (
          <Dialog key={name} open={false} title="Er du sikker?" onClose={() => {}}>
            {name}
          </Dialog>
        ))}
      </>,
    );
    const dialogs = [...container.querySelectorAll('dialog')];
    expect(dialogs).toHaveLength(3);
    const ids = dialogs.map((d) => d.getAttribute('aria-labelledby'));
    expect(new Set(ids).size).toBe(3);
    for (const [i, dialog] of dialogs.entries()) {
      const heading = container.ownerDocument.getElementById(ids[i] ?? '');
      expect(heading?.tagName).toBe('H2');
      expect(heading?.textContent).toBe('Er du sikker?');
      expect(dialog.contains(heading)).toBe(true);
    }
    expect(container.querySelectorAll('[id]')).toHaveLength(3);
  });
});
