import type { ReactNode } from 'react';

/** A centred page with a heading, a text and optional actions: 404s and error pages. */
export function MessagePage({ title, children, actions, lang }: { title: string; children: ReactNode; actions?: ReactNode; lang?: string }) {
  return (
    <div className="container" style={{ maxWidth: 600, paddingTop: 144, paddingBottom: 80, textAlign: 'center' }}>
      <div lang={lang}>
        <h1 style={{ margin: 0, fontSize: '2.25rem' }}>{title}</h1>
        <div className="muted" style={{ marginTop: 16 }}>
          {children}
        </div>
        {actions && <div style={{ marginTop: 24 }}>{actions}</div>}
      </div>
    </div>
  );
}
