import type { Metadata } from 'next';
import Link from 'next/link';
import { LogoutButton } from '@/components/auth/LogoutButton';
import styles from '@/components/portal/portal.module.css';
import adminStyles from '@/components/admin/admin.module.css';
import { DebugBox } from '@/components/admin/DebugBox';
import { DeleteDealer, DeleteMessage, DeleteProduct } from '@/components/admin/DeleteButtons';
import { ActiveSwitch, AddDealerForm, EditDealer } from '@/components/admin/DealerForms';
import { relativeTime } from '@/components/admin/messages';
import { requireAdminPage } from '@/lib/auth/session';
import { prisma } from '@/lib/db';
import { listContactMessages, listDealers, listPartnerInquiries, listProducts, pageFrom } from '@/lib/admin/service';

export const metadata: Metadata = { title: 'Administrasjonspanel', robots: { index: false } };

type Tab = 'produkter' | 'forhandlere' | 'meldinger';
const TABS: { id: Tab; label: string }[] = [
  { id: 'produkter', label: 'Produkter' },
  { id: 'forhandlere', label: 'Forhandlere' },
  { id: 'meldinger', label: 'Meldinger' },
];

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function param(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * The admin panel (spec: Admin panel): administrators only (nobody signed in → /admin/auth, a
 * dealer → /). Tabs as links (?fane=), lists paginated on the server, every change a server action.
 * Adding and editing products (rich-text editor, image upload) is not built yet.
 */
export default async function AdminPage({ searchParams }: Props) {
  const user = await requireAdminPage();
  const params = await searchParams;
  const tab: Tab = (TABS.find((t) => t.id === param(params.fane))?.id ?? 'produkter') as Tab;
  const query = new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])));
  const page = pageFrom(query);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1>Administrasjonspanel</h1>
          <div className={styles.who}>
            <span className={styles.badge}>Administrator</span>
            <span>{user.name}</span>
          </div>
        </div>
        <div className={styles.who}>
          <Link href="/admin/feeds" prefetch={false} className="btn-outlined">
            Produktfeeds
          </Link>
          <LogoutButton portal="admin" />
        </div>
      </header>

      <nav className={adminStyles.tabs} aria-label="Faner">
        {TABS.map((t) => (
          <Link
            key={t.id}
            href={`/admin?fane=${t.id}`}
            prefetch={false}
            className={adminStyles.tab}
            aria-current={t.id === tab ? 'page' : undefined}
          >
            {t.label}
          </Link>
        ))}
      </nav>

      {tab === 'produkter' && <ProductsTab page={page} q={param(params.q)} category={param(params.kategori)} />}
      {tab === 'forhandlere' && <DealersTab page={page} />}
      {tab === 'meldinger' && <MessagesTab page={page} />}

      <DebugBox productCount={await prisma.product.count()} productsApi="/api/products" />
    </div>
  );
}

async function ProductsTab({ page, q, category }: { page: ReturnType<typeof pageFrom>; q?: string; category?: string }) {
  const [list, categories] = await Promise.all([
    listProducts(prisma, page, { q, category }),
    prisma.product.findMany({ distinct: ['category'], select: { category: true }, orderBy: { category: 'asc' } }),
  ]);
  return (
    <section aria-labelledby="products-title">
      <h2 id="products-title">Registrerte produkter ({list.total})</h2>
      <form className={adminStyles.filters} role="search" action="/admin">
        <input type="hidden" name="fane" value="produkter" />
        <label>
          Søk
          <br />
          <input type="search" name="q" defaultValue={q} placeholder="Navn eller artikkelnummer" />
        </label>
        <label>
          Kategori
          <br />
          <select name="kategori" defaultValue={category ?? ''}>
            <option value="">Alle kategorier</option>
            {categories.map((c) => (
              <option key={c.category} value={c.category}>
                {c.category}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-outlined">
          Filtrer
        </button>
      </form>
      <div className={adminStyles.tableWrap}>
        <table className={adminStyles.table}>
          <thead>
            <tr>
              <th scope="col">Art.nr</th>
              <th scope="col">Navn</th>
              <th scope="col">Kategori</th>
              <th scope="col">Veil. pris</th>
              <th scope="col">Handling</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((p) => (
              <tr key={p.id}>
                <td>{p.articleNumber}</td>
                <td>
                  <Link href={`/produkt/${encodeURIComponent(p.articleNumber)}`} prefetch={false}>
                    {p.name}
                  </Link>
                </td>
                <td>{p.category}</td>
                <td>{p.recommendedPriceNok === null ? '–' : `${p.recommendedPriceNok.toFixed(2).replace('.', ',')} kr`}</td>
                <td>
                  <DeleteProduct id={p.id} name={p.name} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.items.length === 0 && <p className="muted">Ingen produkter funnet.</p>}
    </section>
  );
}

async function DealersTab({ page }: { page: ReturnType<typeof pageFrom> }) {
  const list = await listDealers(prisma, page);
  return (
    <>
      <section aria-labelledby="add-dealer-title">
        <h2 id="add-dealer-title">Legg til forhandler</h2>
        <AddDealerForm />
      </section>
      <section aria-labelledby="dealers-title" className={adminStyles.section}>
        <h2 id="dealers-title">Forhandlere ({list.total})</h2>
        <div className={adminStyles.tableWrap}>
          <table className={adminStyles.table}>
            <thead>
              <tr>
                <th scope="col">Navn</th>
                <th scope="col">Firma</th>
                <th scope="col">E-post</th>
                <th scope="col">Status</th>
                <th scope="col">Handling</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((d) => (
                <tr key={d.id}>
                  <td>{d.name}</td>
                  <td>{d.company}</td>
                  <td>{d.email}</td>
                  <td>
                    <ActiveSwitch dealer={d} />
                  </td>
                  <td className={adminStyles.actions}>
                    <EditDealer dealer={d} />
                    <DeleteDealer id={d.id} name={d.name} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {list.items.length === 0 && <p className="muted">Ingen forhandlere ennå.</p>}
      </section>
    </>
  );
}

async function MessagesTab({ page }: { page: ReturnType<typeof pageFrom> }) {
  const [messages, inquiries] = await Promise.all([listContactMessages(prisma, page), listPartnerInquiries(prisma, page)]);
  const now = new Date();
  return (
    <>
      <section aria-labelledby="messages-title">
        <h2 id="messages-title">Meldinger ({messages.total})</h2>
        <div className={adminStyles.tableWrap}>
          <table className={adminStyles.table}>
            <thead>
              <tr>
                <th scope="col">Dato</th>
                <th scope="col">Navn</th>
                <th scope="col">E-post</th>
                <th scope="col">Melding</th>
                <th scope="col">Handling</th>
              </tr>
            </thead>
            <tbody>
              {messages.items.map((m) => (
                <tr key={m.id}>
                  <td>
                    <time dateTime={m.createdAt.toISOString()} title={m.createdAt.toLocaleString('nb-NO')}>
                      {relativeTime(m.createdAt, now)}
                    </time>
                  </td>
                  <td>{m.name}</td>
                  <td>{m.email}</td>
                  <td className={adminStyles.message}>
                    {m.message.length > 80 ? (
                      <details>
                        <summary>{m.message.slice(0, 80)}…</summary>
                        <p style={{ whiteSpace: 'pre-wrap' }}>{m.message}</p>
                      </details>
                    ) : (
                      <span style={{ whiteSpace: 'pre-wrap' }}>{m.message}</span>
                    )}
                  </td>
                  <td>
                    <DeleteMessage id={m.id} kind="message" from={m.name} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {messages.items.length === 0 && <p className="muted">Ingen meldinger.</p>}
      </section>
      <section aria-labelledby="inquiries-title" className={adminStyles.section}>
        <h2 id="inquiries-title">Forhandlersøknader ({inquiries.total})</h2>
        <div className={adminStyles.tableWrap}>
          <table className={adminStyles.table}>
            <thead>
              <tr>
                <th scope="col">Dato</th>
                <th scope="col">Navn og firma</th>
                <th scope="col">Kontakt</th>
                <th scope="col">Bransje og produkter</th>
                <th scope="col">Melding</th>
                <th scope="col">Handling</th>
              </tr>
            </thead>
            <tbody>
              {inquiries.items.map((i) => (
                <tr key={i.id}>
                  <td>
                    <time dateTime={i.createdAt.toISOString()}>{relativeTime(i.createdAt, now)}</time>
                  </td>
                  <td>
                    {i.name}
                    <br />
                    {i.company}
                  </td>
                  <td>
                    {i.email}
                    <br />
                    {i.phone}
                  </td>
                  <td>
                    {i.industry}
                    <br />
                    {i.productInterest.join(', ')}
                  </td>
                  <td className={adminStyles.message} style={{ whiteSpace: 'pre-wrap' }}>
                    {i.message}
                  </td>
                  <td>
                    <DeleteMessage id={i.id} kind="inquiry" from={i.name} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {inquiries.items.length === 0 && <p className="muted">Ingen søknader.</p>}
      </section>
    </>
  );
}
