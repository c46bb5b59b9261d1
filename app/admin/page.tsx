import type { Metadata } from 'next';
import Link from 'next/link';
import { LogoutButton } from '@/components/auth/LogoutButton';
import styles from '@/components/portal/portal.module.css';
import adminStyles from '@/components/admin/admin.module.css';
import { AdminTable } from '@/components/admin/AdminTable';
import { DebugBox } from '@/components/admin/DebugBox';
import { DeleteDealer, DeleteDocument, DeleteLocation, DeleteMessage, DeleteProduct } from '@/components/admin/DeleteButtons';
import { ActiveSwitch, AddDealerForm, EditDealer } from '@/components/admin/DealerForms';
import { UploadDocumentForm } from '@/components/admin/DocumentForms';
import { EditProduct } from '@/components/admin/EditProduct';
import { AddLocationForm, EditLocation, ImportLocations } from '@/components/admin/LocationForms';
import { Pager } from '@/components/admin/Pager';
import { ProductForm } from '@/components/admin/ProductForm';
import { relativeTime } from '@/components/admin/messages';
import { requireAdminPage } from '@/lib/auth/session';
import { prisma } from '@/lib/db';
import { listLocations } from '@/lib/admin/locations';
import { listContactMessages, listDealers, listPartnerInquiries, listProducts, listRetailers, pageFrom } from '@/lib/admin/service';
import { formatFileSize } from '@/lib/portal/document-format';
import { listDealerDocuments } from '@/lib/portal/documents';

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

type Section = 'kontoer' | 'steder' | 'dokumenter';
const SECTIONS: { id: Section; label: string }[] = [
  { id: 'kontoer', label: 'Forhandlerkontoer' },
  { id: 'steder', label: 'Forhandlersteder' },
  { id: 'dokumenter', label: 'Dokumenter' },
];

type PageParams = ReturnType<typeof pageFrom>;

/**
 * The admin panel (docs/product.md: Admin panel): administrators only (nobody signed in → /admin/auth, a
 * dealer → /). Tabs as links (?fane=), lists paginated on the server, every change a server action.
 * The Forhandlere tab also holds the finder's dealer locations and the dealers' documents (?del=).
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
      {tab === 'forhandlere' && (
        <DealersTab page={page} section={SECTIONS.find((x) => x.id === param(params.del))?.id ?? 'kontoer'} q={param(params.q)} />
      )}
      {tab === 'meldinger' && <MessagesTab page={page} />}

      <DebugBox productCount={await prisma.product.count()} productsApi="/api/products" />
    </div>
  );
}

async function ProductsTab({ page, q, category }: { page: PageParams; q?: string; category?: string }) {
  const [list, categoryRows, retailers] = await Promise.all([
    listProducts(prisma, page, { q, category }),
    prisma.product.findMany({ distinct: ['category'], select: { category: true }, orderBy: { category: 'asc' } }),
    listRetailers(prisma),
  ]);
  const categories = categoryRows.map((c) => c.category).filter((c) => c.trim() !== '');
  return (
    <>
      <section aria-labelledby="add-product-title">
        <h2 id="add-product-title">Legg til produkt</h2>
        <ProductForm retailers={retailers} categories={categories} />
      </section>
      <section aria-labelledby="products-title" className={adminStyles.section}>
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
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn-outlined">
            Filtrer
          </button>
        </form>
        <AdminTable columns={['Art.nr', 'Navn', 'Kategori', 'Veil. pris', 'Handling']}>
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
              <td className={adminStyles.actions}>
                <EditProduct id={p.id} name={p.name} retailers={retailers} categories={categories} />
                <DeleteProduct id={p.id} name={p.name} />
              </td>
            </tr>
          ))}
        </AdminTable>
        {list.items.length === 0 && <p className="muted">Ingen produkter funnet.</p>}
        <Pager total={list.total} page={list.page} pageSize={list.pageSize} params={{ fane: 'produkter', q, kategori: category }} />
      </section>
    </>
  );
}

function DealersTab({ page, section, q }: { page: PageParams; section: Section; q?: string }) {
  return (
    <>
      <nav className={adminStyles.subnav} aria-label="Forhandlere">
        {SECTIONS.map((x) => (
          <Link key={x.id} href={`/admin?fane=forhandlere&del=${x.id}`} prefetch={false} aria-current={x.id === section ? 'page' : undefined}>
            {x.label}
          </Link>
        ))}
      </nav>
      {section === 'kontoer' && <DealerAccounts page={page} />}
      {section === 'steder' && <DealerLocations page={page} q={q} />}
      {section === 'dokumenter' && <DealerDocuments />}
    </>
  );
}

async function DealerAccounts({ page }: { page: PageParams }) {
  const list = await listDealers(prisma, page);
  return (
    <>
      <section aria-labelledby="add-dealer-title">
        <h2 id="add-dealer-title">Legg til forhandler</h2>
        <AddDealerForm />
      </section>
      <section aria-labelledby="dealers-title" className={adminStyles.section}>
        <h2 id="dealers-title">Forhandlere ({list.total})</h2>
        <AdminTable columns={['Navn', 'Firma', 'E-post', 'Status', 'Handling']}>
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
        </AdminTable>
        {list.items.length === 0 && <p className="muted">Ingen forhandlere ennå.</p>}
        <Pager total={list.total} page={list.page} pageSize={list.pageSize} params={{ fane: 'forhandlere', del: 'kontoer' }} />
      </section>
    </>
  );
}

async function DealerLocations({ page, q }: { page: PageParams; q?: string }) {
  const list = await listLocations(prisma, page, q);
  return (
    <>
      <section aria-labelledby="add-location-title">
        <h2 id="add-location-title">Legg til forhandlersted</h2>
        <p className="muted">Forhandlerstedene vises i forhandlersøket. Uten koordinater vises stedet i listen, men ikke på kartet.</p>
        <AddLocationForm />
      </section>
      <section aria-labelledby="import-title" className={adminStyles.section}>
        <h2 id="import-title">Importer fra CSV</h2>
        <ImportLocations />
      </section>
      <section aria-labelledby="locations-title" className={adminStyles.section}>
        <h2 id="locations-title">Forhandlersteder ({list.total})</h2>
        <form className={adminStyles.filters} role="search" action="/admin">
          <input type="hidden" name="fane" value="forhandlere" />
          <input type="hidden" name="del" value="steder" />
          <label>
            Søk
            <br />
            <input type="search" name="q" defaultValue={q} placeholder="Id, navn eller adresse" />
          </label>
          <button type="submit" className="btn-outlined">
            Søk
          </button>
        </form>
        <AdminTable columns={['Id', 'Navn', 'Adresse', 'Posisjon', 'Handling']}>
          {list.items.map((l) => (
            <tr key={l.id}>
              <td>{l.id}</td>
              <td>{l.name}</td>
              <td>{l.address}</td>
              <td>{l.lat === null || l.lng === null ? '–' : `${l.lat.toFixed(4)}, ${l.lng.toFixed(4)}`}</td>
              <td className={adminStyles.actions}>
                <EditLocation location={l} />
                <DeleteLocation id={l.id} name={l.name} />
              </td>
            </tr>
          ))}
        </AdminTable>
        {list.items.length === 0 && <p className="muted">Ingen forhandlersteder funnet.</p>}
        <Pager total={list.total} page={list.page} pageSize={list.pageSize} params={{ fane: 'forhandlere', del: 'steder', q }} />
      </section>
    </>
  );
}

const KIND_LABEL = { PRICE_LIST: 'Prisliste', MARKETING: 'Markedsmateriell' } as const;

async function DealerDocuments() {
  const documents = await listDealerDocuments(prisma);
  return (
    <>
      <section aria-labelledby="upload-title">
        <h2 id="upload-title">Last opp dokument</h2>
        <p className="muted">Prislister og markedsmateriell vises for forhandlerne i forhandlerportalen.</p>
        <UploadDocumentForm />
      </section>
      <section aria-labelledby="documents-title" className={adminStyles.section}>
        <h2 id="documents-title">Dokumenter ({documents.length})</h2>
        <AdminTable columns={['Type', 'Tittel', 'Fil', 'Lastet opp', 'Handling']}>
          {documents.map((d) => (
            <tr key={d.id}>
              <td>{KIND_LABEL[d.kind]}</td>
              <td>
                {d.title}
                {d.description && (
                  <>
                    <br />
                    <span className="muted">{d.description}</span>
                  </>
                )}
              </td>
              <td>
                <a href={d.downloadUrl}>{d.fileName}</a> ({formatFileSize(d.sizeBytes)})
              </td>
              <td>
                <time dateTime={d.createdAt}>{relativeTime(new Date(d.createdAt))}</time>
              </td>
              <td>
                <DeleteDocument id={d.id} title={d.title} />
              </td>
            </tr>
          ))}
        </AdminTable>
        {documents.length === 0 && <p className="muted">Ingen dokumenter ennå.</p>}
      </section>
    </>
  );
}

async function MessagesTab({ page }: { page: PageParams }) {
  const [messages, inquiries] = await Promise.all([listContactMessages(prisma, page), listPartnerInquiries(prisma, page)]);
  const now = new Date();
  return (
    <>
      <section aria-labelledby="messages-title">
        <h2 id="messages-title">Meldinger ({messages.total})</h2>
        <AdminTable columns={['Dato', 'Navn', 'E-post', 'Melding', 'Handling']}>
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
        </AdminTable>
        {messages.items.length === 0 && <p className="muted">Ingen meldinger.</p>}
      </section>
      <section aria-labelledby="inquiries-title" className={adminStyles.section}>
        <h2 id="inquiries-title">Forhandlersøknader ({inquiries.total})</h2>
        <AdminTable columns={['Dato', 'Navn og firma', 'Kontakt', 'Bransje og produkter', 'Melding', 'Handling']}>
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
        </AdminTable>
        {inquiries.items.length === 0 && <p className="muted">Ingen søknader.</p>}
      </section>
      {/* One page number for both lists: the pager goes as far as the longer one. */}
      <Pager total={Math.max(messages.total, inquiries.total)} page={messages.page} pageSize={messages.pageSize} params={{ fane: 'meldinger' }} />
    </>
  );
}
