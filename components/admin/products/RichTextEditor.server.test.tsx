/**
 * @jest-environment node
 */
// The editor rendered on the server with its page (the 'Innhold' tab renders it at once): no
// DOMParser there, so it must render without loading the text instead of failing the page.
import { renderToString } from 'react-dom/server';
import { RichTextEditor } from './RichTextEditor';

describe('RichTextEditor on the server', () => {
  it('renders its label and an empty editor when given stored HTML', () => {
    expect(typeof (globalThis as { DOMParser?: unknown }).DOMParser).toBe('undefined');
    const html = renderToString(<RichTextEditor label="Om oss" value="<p>Lagret tekst</p>" onChange={() => {}} />);
    expect(html).toContain('Om oss');
    expect(html).not.toContain('Lagret tekst');
  });
});
