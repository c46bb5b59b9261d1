/**
 * Structured data for search engines. JSON.stringify does not escape '<', so '</script>' in a
 * product name could end the element early: every '<' is written as \u003c.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
