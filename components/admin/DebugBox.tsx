'use client';
/** The admin panel's debugging box (docs/product.md): session and product facts, 'Kontroller økten'. */
import { useState } from 'react';
import styles from './admin.module.css';

export function DebugBox({ productCount, productsApi }: { productCount: number; productsApi: string }) {
  const [session, setSession] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const check = async () => {
    setLoading(true);
    try {
      const response = await fetch('/api/debug-session', { cache: 'no-store' });
      setSession(JSON.stringify(await response.json(), null, 2));
    } catch {
      setSession('Kunne ikke hente sesjonsdata.');
    } finally {
      setLoading(false);
    }
  };
  return (
    <section className={styles.debug} aria-labelledby="debug-title">
      <h2 id="debug-title" style={{ fontSize: '1rem', marginTop: 0 }}>
        Feilsøking
      </h2>
      <ul>
        <li>Administrator innlogget: ja</li>
        <li>Antall produkter: {productCount}</li>
        <li>Produktfeil: ingen</li>
        <li>Laster: {loading ? 'ja' : 'nei'}</li>
        <li>Produkt-API: {productsApi}</li>
      </ul>
      <button type="button" className="btn-outlined" onClick={() => void check()} disabled={loading}>
        Kontroller økten
      </button>
      {session && <pre aria-live="polite">{session}</pre>}
    </section>
  );
}
