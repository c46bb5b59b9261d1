import { notFound } from 'next/navigation';
import { Suspense } from 'react';

function Signal(): never {
  notFound();
}

/**
 * Turns the answer into a 404 while the page renders its own 'Produkt ikke funnet' content on the
 * server (docs/architecture.md §12, 'A page'). A notFound() that reaches the page's shell makes
 * Next.js answer an empty `<html id="__next_error__">` document, because React's server renderer
 * does not run the not-found boundary (vercel/next.js#62228). Thrown inside a Suspense boundary, it
 * only sets the status of the prerendered page and keeps the content around it. The boundary sits
 * in <noscript>, whose children the browser's React never renders, so the page hydrates without
 * the error React would otherwise report for a boundary that failed on the server.
 */
export function NotFoundStatus() {
  return (
    <noscript>
      <Suspense fallback={null}>
        <Signal />
      </Suspense>
    </noscript>
  );
}
