/**
 * @jest-environment node
 */
// The editor rendered on the server with its page (the 'Innhold' tab renders it at once): Lexical
// needs the browser's DOMParser, so the server renders only the label and the editor's place.
import { renderToString } from 'react-dom/server';
import { RichTextEditor } from './RichTextEditor';

describe('RichTextEditor on the server', () => {
  it("renders its label and the editor's place, not the editor, when given stored HTML", () => {
    expect(typeof (globalThis as { DOMParser?: unknown }).DOMParser).toBe('undefined');
    const html = renderToString(<RichTextEditor label="Om oss" value="<p>Lagret tekst</p>" onChange={() => {}} />);
    expect(html).toContain('Om oss');
    expect(html).not.toContain('Lagret tekst');
    expect(html).not.toContain('contenteditable');
    expect(html).toContain('aria-busy="true"');
  });
});
