/**
 * Product facts as administrators edit them (docs/product.md: Admin panel, Produktfakta), against
 * the real test database: the product write (the form's action and POST/PATCH /api/products, one
 * operation) refuses an unknown use or statement code, a malformed UFI, a net quantity of 0, a
 * negative coverage and a coverage range the wrong way round (also when only one end is edited
 * and the other is stored) with 400 naming the field, nothing stored; a valid edit is stored and
 * the public API answers the labels and wordings. The two vocabularies (uses and the statement
 * catalogue) through their actions and routes: administrators only, slugs and codes normalised,
 * 409 on a taken label or code and on deleting what products use (the count named), moves, the
 * catalogue cache tag expired and one audit entry per change.
 */
import { revalidateTag } from 'next/cache';
import { GET as termsGET, POST as termsPOST } from '@/app/api/use-terms/route';
import { DELETE as termDELETE, PATCH as termPATCH } from '@/app/api/use-terms/[slug]/route';
import { POST as termMovePOST } from '@/app/api/use-terms/[slug]/move/route';
import { GET as phrasesGET, POST as phrasesPOST } from '@/app/api/hazard-phrases/route';
import { DELETE as phraseDELETE, PATCH as phrasePATCH } from '@/app/api/hazard-phrases/[code]/route';
import { POST as productsPOST } from '@/app/api/products/route';
import { PATCH as productPATCH } from '@/app/api/products/[id]/route';
import * as factActions from '@/lib/admin/product-facts/actions';
import { FACT_VOCABULARY_MESSAGES } from '@/lib/admin/product-facts/schema';
import { addProductAction, updateProductAction } from '@/lib/admin/products/actions';
import { FIELD_MESSAGES } from '@/lib/catalogue/fields';
import { FACT_PAIR_MESSAGES } from '@/lib/catalogue/facts';
import { closeRateLimitStores } from '@/lib/security/rate-limit';
import { HAZARD_PHRASES, USE_TERMS } from '@/prisma/seed/data/product-facts';
import { cloneTemplateDatabase, idContext, jsonRequest, routeContext, setNextRequest, signedIn, type TestDatabase } from '../support/harness';
import { createTestProduct } from '../support/products';

let db: TestDatabase;
let admin: string;
let dealer: string;
let product: { id: number; articleNumber: string };

const as = (cookie: string | undefined) => setNextRequest(cookie ? { cookie } : undefined);
const slug = (value: string) => routeContext({ slug: value });
const code = (value: string) => routeContext({ code: value });

/** Everything a product write could change: the product rows with their sizes. */
const productsNow = () => db.prisma.product.findMany({ orderBy: { id: 'asc' }, include: { variants: { orderBy: { position: 'asc' } } } });
const auditOf = (entity: string) => db.prisma.auditEvent.findMany({ where: { entity }, orderBy: { id: 'asc' } });
const publicDetail = async (articleNumber: string) => {
  const { GET } = await import('@/app/api/products/public/[articleNumber]/route');
  const res = await GET(new Request(`http://localhost/api/products/public/${articleNumber}`), { params: Promise.resolve({ articleNumber }) });
  expect(res.status).toBe(200);
  return (await res.json()) as { useLabels: { code: string; text: string }[]; statements: { code: string; text: string }[]; uses: string[] };
};

const NEW_PRODUCT = {
  name: 'Faktaolje',
  category: 'Treolje',
  imageUrl: 'https://cdn.example/fakta.jpg',
  variants: [{ articleNumber: 'FAKTA-1', sizeLabel: '500 ml', recommendedPriceNok: '149', netQuantity: '500', netUnit: 'ml' }],
};

beforeAll(async () => {
  db = await cloneTemplateDatabase('product_facts');
  process.env.DATABASE_URL = db.url;
  admin = (await signedIn(db, 'admin', { email: 'admin@fakta.no' })).cookie;
  dealer = (await signedIn(db, 'dealer', { email: 'dealer@fakta.no' })).cookie;
  await db.prisma.useTerm.createMany({ data: USE_TERMS.map((t, position) => ({ ...t, position })), skipDuplicates: true });
  await db.prisma.hazardPhrase.createMany({ data: [...HAZARD_PHRASES], skipDuplicates: true });
  product = await createTestProduct(db.prisma, {
    articleNumber: '3010',
    name: 'Teakolje',
    sizes: [{ articleNumber: '3010', sizeLabel: '1 l', recommendedPriceNok: 299 }],
  });
});

afterAll(async () => {
  setNextRequest(undefined);
  await closeRateLimitStores();
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
});

describe('the product form: facts saved', () => {
  it('stores the facts through the action; the public API answers the labels and wordings', async () => {
    as(admin);
    (revalidateTag as jest.Mock).mockClear();
    const result = await updateProductAction(product.id, {
      uses: ['teak-og-hardved-ute', 'oljet-tre'],
      setting: 'ute',
      tasks: ['beskytte', 'vedlikeholde'],
      coverageMinM2PerL: '8',
      coverageMaxM2PerL: '12,5',
      recommendedCoats: '2',
      touchDryHours: '4',
      applicationMinC: '10',
      applicationMaxC: '25',
      pictograms: ['GHS08'],
      signalWord: 'Fare',
      hazardStatements: ['h304', 'EUH066'],
      precautionaryStatements: ['P102', 'p301 + p310'],
      ufi: 'e600 30p1 s00y 5079',
      variants: [{ articleNumber: '3010', sizeLabel: '1 l', recommendedPriceNok: '299', netQuantity: '1', netUnit: 'l' }],
    });
    expect(result).toMatchObject({ ok: true });
    expect(revalidateTag).toHaveBeenCalledWith('products', { expire: 0 });
    const row = await db.prisma.product.findUniqueOrThrow({ where: { id: product.id }, include: { variants: true } });
    expect(row).toMatchObject({
      uses: ['teak-og-hardved-ute', 'oljet-tre'],
      setting: 'ute',
      tasks: ['beskytte', 'vedlikeholde'],
      hazardStatements: ['H304', 'EUH066'],
      precautionaryStatements: ['P102', 'P301+P310'],
      ufi: 'E600-30P1-S00Y-5079',
      signalWord: 'Fare',
    });
    expect(row.coverageMaxM2PerL?.toNumber()).toBe(12.5);
    expect(row.variants[0].netQuantity?.toNumber()).toBe(1);
    expect(row.variants[0].netUnit).toBe('l');

    const detail = await publicDetail('3010');
    expect(detail.useLabels.map((u) => u.text).sort()).toEqual(['Oljet tre', 'Teak og hardved ute']);
    expect(detail.statements).toContainEqual({ code: 'H304', text: 'Kan være dødelig ved svelging dersom det kommer ned i luftveiene.' });
    expect(detail.statements.map((s) => s.code)).toEqual(['H304', 'EUH066', 'P102', 'P301+P310']);
  });

  it('creates a product with facts through POST /api/products (the same operation)', async () => {
    const res = await productsPOST(
      jsonRequest('POST', '/api/products', { ...NEW_PRODUCT, uses: ['tekstil'], tasks: ['rengjore'], coverageMinM2PerL: 5 }, { cookie: admin }),
    );
    expect(res.status).toBe(201);
    const row = await db.prisma.product.findUniqueOrThrow({ where: { articleNumber: 'FAKTA-1' }, include: { variants: true } });
    expect(row.uses).toEqual(['tekstil']);
    expect(row.variants[0].netUnit).toBe('ml');
  });
});

describe('the product form: bad facts refused, nothing stored', () => {
  const refusals: [string, Record<string, unknown>, string, string | RegExp][] = [
    ['an unknown H code', { hazardStatements: ['H226', 'H330'] }, 'hazardStatements', /Ukjent faresetning H330/],
    ['a malformed H code', { hazardStatements: ['H999'] }, 'hazardStatements', FIELD_MESSAGES.hazardStatements],
    ['an unknown P code', { precautionaryStatements: ['P284'] }, 'precautionaryStatements', /Ukjent sikkerhetssetning P284/],
    ['an unknown use', { uses: ['oljet-tre', 'mars-stein'] }, 'uses', /Passer til: ukjent ord mars-stein/],
    ['a malformed UFI', { ufi: 'E600-30P1-S00Y-507' }, 'ufi', FIELD_MESSAGES.ufi],
    ['a UFI with a letter outside the alphabet', { ufi: 'B600-30P1-S00Y-5079' }, 'ufi', FIELD_MESSAGES.ufi],
    ['a negative coverage', { coverageMinM2PerL: '-2' }, 'coverageMinM2PerL', FIELD_MESSAGES.coverageMinM2PerL],
    ['coverage from above to', { coverageMinM2PerL: '14', coverageMaxM2PerL: '9' }, 'coverageMinM2PerL', FACT_PAIR_MESSAGES.coverage],
    // The stored upper figure is 12.5: a lower figure above it alone is refused too.
    ['coverage from above the stored to', { coverageMinM2PerL: '13' }, 'coverageMinM2PerL', FACT_PAIR_MESSAGES.coverage],
    ['a temperature range the wrong way round', { applicationMinC: '30' }, 'applicationMinC', FACT_PAIR_MESSAGES.temperature],
    ['a signal word without an H statement', { hazardStatements: ['EUH066'] }, 'signalWord', FACT_PAIR_MESSAGES.signalWord],
    [
      'a net quantity of 0',
      { variants: [{ articleNumber: '3010', sizeLabel: '1 l', netQuantity: '0', netUnit: 'l' }] },
      'variants.0.netQuantity',
      FIELD_MESSAGES.netQuantity,
    ],
    ['a pictogram outside GHS01–09', { pictograms: ['GHS10'] }, 'pictograms', FIELD_MESSAGES.pictograms],
  ];

  it.each(refusals)('%s: 400 on the field through the action and PATCH /api/products/{id}', async (_, edit, field, message) => {
    const before = await productsNow();
    as(admin);
    const result = await updateProductAction(product.id, edit);
    expect(result).toMatchObject({ ok: false, status: 400 });
    const fieldErrors = (result as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
    expect(fieldErrors[field]?.[0]).toMatch(message);

    const res = await productPATCH(jsonRequest('PATCH', `/api/products/${product.id}`, edit, { cookie: admin }), idContext(product.id));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors[field]?.[0]).toMatch(message);
    expect(await productsNow()).toEqual(before);
  });

  it('a new product with a malformed UFI, an unknown code or a net quantity of 0 is not created (action and route)', async () => {
    const before = await productsNow();
    as(admin);
    for (const bad of [
      { ...NEW_PRODUCT, ufi: 'nei' },
      { ...NEW_PRODUCT, hazardStatements: ['H330'] },
      { ...NEW_PRODUCT, variants: [{ ...NEW_PRODUCT.variants[0], articleNumber: 'FAKTA-2', netQuantity: 0 }] },
      { ...NEW_PRODUCT, coverageMinM2PerL: 10, coverageMaxM2PerL: 4 },
    ]) {
      const withNumber = { ...bad, variants: [{ ...bad.variants[0], articleNumber: 'FAKTA-2' }] };
      expect(await addProductAction(withNumber)).toMatchObject({ ok: false, status: 400 });
      expect((await productsPOST(jsonRequest('POST', '/api/products', withNumber, { cookie: admin }))).status).toBe(400);
    }
    expect(await productsNow()).toEqual(before);
  });
});

describe('the uses vocabulary', () => {
  it('refuses anonymous callers and dealers on every route and action, nothing changed', async () => {
    const before = await db.prisma.useTerm.findMany({ orderBy: { slug: 'asc' } });
    for (const [cookie, status] of [
      [undefined, 401],
      [dealer, 403],
    ] as const) {
      const opts = { cookie };
      expect((await termsGET(jsonRequest('GET', '/api/use-terms', undefined, opts))).status).toBe(status);
      expect((await termsPOST(jsonRequest('POST', '/api/use-terms', { label: 'Nei' }, opts))).status).toBe(status);
      expect((await termPATCH(jsonRequest('PATCH', '/api/use-terms/tekstil', { label: 'Nei' }, opts), slug('tekstil'))).status).toBe(status);
      expect((await termMovePOST(jsonRequest('POST', '/api/use-terms/tekstil/move', { direction: 'up' }, opts), slug('tekstil'))).status).toBe(status);
      expect((await termDELETE(jsonRequest('DELETE', '/api/use-terms/tekstil', undefined, opts), slug('tekstil'))).status).toBe(status);
      as(cookie);
      expect(await factActions.createUseTermAction({ label: 'Nei' })).toMatchObject({ ok: false, status });
      expect(await factActions.deleteUseTermAction('tekstil')).toMatchObject({ ok: false, status });
    }
    expect(await db.prisma.useTerm.findMany({ orderBy: { slug: 'asc' } })).toEqual(before);
  });

  it('adds a term at the end with a slug from the label; a label taken is 409 on the field', async () => {
    (revalidateTag as jest.Mock).mockClear();
    const res = await termsPOST(jsonRequest('POST', '/api/use-terms', { label: '  Hagemøbler i tre ' }, { cookie: admin }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      slug: 'hagemobler-i-tre',
      label: 'Hagemøbler i tre',
      position: USE_TERMS.length,
      taskOrder: ['rengjore', 'fjerne-flekker', 'reparere', 'beskytte', 'vedlikeholde'],
      productCount: 0,
    });
    expect(revalidateTag).toHaveBeenCalledWith('products', { expire: 0 });

    as(admin);
    const again = await factActions.createUseTermAction({ label: 'hagemøbler i TRE' });
    expect(again).toMatchObject({ ok: false, status: 409, fieldErrors: { label: [FACT_VOCABULARY_MESSAGES.termDuplicate] } });
    const empty = await factActions.createUseTermAction({ label: '' });
    expect(empty).toMatchObject({ ok: false, status: 400, fieldErrors: { label: [FACT_VOCABULARY_MESSAGES.termLabel] } });
    expect(await db.prisma.useTerm.count()).toBe(USE_TERMS.length + 1);

    const list = (await (await termsGET(jsonRequest('GET', '/api/use-terms', undefined, { cookie: admin }))).json()) as {
      items: { slug: string; productCount: number }[];
    };
    expect(list.items.at(-1)?.slug).toBe('hagemobler-i-tre');
    expect(list.items.find((t) => t.slug === 'oljet-tre')?.productCount).toBe(1);
    expect((await auditOf('use_term')).map((e) => [e.action, e.entityId])).toEqual([['create', 'hagemobler-i-tre']]);
  });

  it('renames a term keeping its slug: the product page shows the new label', async () => {
    const res = await termPATCH(jsonRequest('PATCH', '/api/use-terms/oljet-tre', { label: 'Oljet treverk' }, { cookie: admin }), slug('oljet-tre'));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ slug: 'oljet-tre', label: 'Oljet treverk', productCount: 1 });
    expect((await publicDetail('3010')).useLabels).toContainEqual({ code: 'oljet-tre', text: 'Oljet treverk' });
    const clash = await termPATCH(jsonRequest('PATCH', '/api/use-terms/oljet-tre', { label: 'Tekstil' }, { cookie: admin }), slug('oljet-tre'));
    expect(clash.status).toBe(409);
    const missing = await termPATCH(jsonRequest('PATCH', '/api/use-terms/finnes-ikke', { label: 'X' }, { cookie: admin }), slug('finnes-ikke'));
    expect(missing.status).toBe(404);
  });

  it('moves a term up and down; at the top it stays', async () => {
    const order = async () => (await db.prisma.useTerm.findMany({ orderBy: { position: 'asc' }, select: { slug: true } })).map((t) => t.slug);
    const start = await order();
    as(admin);
    expect(await factActions.moveUseTermAction('hagemobler-i-tre', { direction: 'up' })).toMatchObject({ ok: true });
    const moved = await order();
    expect(moved.slice(-2)).toEqual(['hagemobler-i-tre', start.at(-2)]);
    const res = await termMovePOST(jsonRequest('POST', '/api/use-terms/x/move', { direction: 'down' }, { cookie: admin }), slug('hagemobler-i-tre'));
    expect(res.status).toBe(200);
    expect(await order()).toEqual(start);
    expect(await factActions.moveUseTermAction(start[0], { direction: 'up' })).toMatchObject({ ok: true });
    expect(await order()).toEqual(start);
    expect(await factActions.moveUseTermAction(start[0], { direction: 'sideways' })).toMatchObject({ ok: false, status: 400 });
  });

  it('refuses to delete a term a product uses (409 naming how many); deletes an unused one', async () => {
    const res = await termDELETE(jsonRequest('DELETE', '/api/use-terms/oljet-tre', undefined, { cookie: admin }), slug('oljet-tre'));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: FACT_VOCABULARY_MESSAGES.termInUse(1), productCount: 1 });
    expect(await db.prisma.useTerm.findUnique({ where: { slug: 'oljet-tre' } })).not.toBeNull();

    as(admin);
    expect(await factActions.deleteUseTermAction('hagemobler-i-tre')).toMatchObject({ ok: true, data: { slug: 'hagemobler-i-tre' } });
    expect(await db.prisma.useTerm.findUnique({ where: { slug: 'hagemobler-i-tre' } })).toBeNull();
    expect(await factActions.deleteUseTermAction('Ikke En Slug')).toMatchObject({ ok: false, status: 404 });
  });
});

describe('the statement catalogue', () => {
  it('refuses anonymous callers and dealers, nothing changed', async () => {
    const before = await db.prisma.hazardPhrase.findMany({ orderBy: { code: 'asc' } });
    for (const [cookie, status] of [
      [undefined, 401],
      [dealer, 403],
    ] as const) {
      const opts = { cookie };
      expect((await phrasesGET(jsonRequest('GET', '/api/hazard-phrases', undefined, opts))).status).toBe(status);
      expect((await phrasesPOST(jsonRequest('POST', '/api/hazard-phrases', { code: 'H330', text: 'Nei' }, opts))).status).toBe(status);
      expect((await phrasePATCH(jsonRequest('PATCH', '/api/hazard-phrases/P102', { text: 'Nei' }, opts), code('P102'))).status).toBe(status);
      expect((await phraseDELETE(jsonRequest('DELETE', '/api/hazard-phrases/P102', undefined, opts), code('P102'))).status).toBe(status);
      as(cookie);
      expect(await factActions.updateHazardPhraseAction('P102', { text: 'Nei' })).toMatchObject({ ok: false, status });
    }
    expect(await db.prisma.hazardPhrase.findMany({ orderBy: { code: 'asc' } })).toEqual(before);
  });

  it('lists H, then EUH, then P, filtered by code or wording', async () => {
    const list = async (q?: string) =>
      (
        (await (await phrasesGET(jsonRequest('GET', `/api/hazard-phrases${q ? `?q=${encodeURIComponent(q)}` : ''}`, undefined, { cookie: admin }))).json()) as {
          items: { code: string; productCount: number }[];
        }
      ).items;
    const all = await list();
    const kinds = all.map((p) => (p.code.startsWith('EUH') ? 1 : p.code.startsWith('P') ? 2 : 0));
    expect(kinds).toEqual([...kinds].sort());
    expect(all.find((p) => p.code === 'H304')?.productCount).toBe(1);
    expect((await list('brannfarlig')).map((p) => p.code)).toEqual(expect.arrayContaining(['H225', 'H226']));
    expect((await list('p301')).map((p) => p.code)).toEqual(['P301+P310']);
  });

  it('adds a statement with its code normalised; a malformed code 400 and a code there 409, on the field', async () => {
    as(admin);
    const added = await factActions.createHazardPhraseAction({
      code: ' p303 + p361 + p353 ',
      text: 'VED HUDKONTAKT (eller håret): Tilsølte klær må fjernes straks. Skyll huden med vann.',
    });
    expect(added).toMatchObject({ ok: true, data: { code: 'P303+P361+P353' } });
    const bad = await phrasesPOST(jsonRequest('POST', '/api/hazard-phrases', { code: 'X12', text: 'Nei' }, { cookie: admin }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.code).toEqual([FACT_VOCABULARY_MESSAGES.phraseCode]);
    const dup = await phrasesPOST(jsonRequest('POST', '/api/hazard-phrases', { code: 'h226', text: 'Igjen' }, { cookie: admin }));
    expect(dup.status).toBe(409);
    expect(((await dup.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.code).toEqual([FACT_VOCABULARY_MESSAGES.phraseDuplicate]);
    expect((await db.prisma.hazardPhrase.findUniqueOrThrow({ where: { code: 'H226' } })).text).toBe('Brannfarlig væske og damp.');
  });

  it("changes a wording (a code with '+' in the address too): the public API answers the new one", async () => {
    (revalidateTag as jest.Mock).mockClear();
    const res = await phrasePATCH(
      jsonRequest('PATCH', '/api/hazard-phrases/P301+P310', { text: 'VED SVELGING: Kontakt straks giftinformasjonen eller lege.' }, { cookie: admin }),
      code('P301+P310'),
    );
    expect(res.status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith('products', { expire: 0 });
    expect((await publicDetail('3010')).statements).toContainEqual({ code: 'P301+P310', text: 'VED SVELGING: Kontakt straks giftinformasjonen eller lege.' });
    const blank = await phrasePATCH(jsonRequest('PATCH', '/api/hazard-phrases/P102', { text: '  ' }, { cookie: admin }), code('P102'));
    expect(blank.status).toBe(400);
    expect((await auditOf('hazard_phrase')).map((e) => [e.action, e.entityId])).toEqual([
      ['create', 'P303+P361+P353'],
      ['update', 'P301+P310'],
    ]);
  });

  it('refuses to delete a code a product carries (409 naming how many); deletes an unused one', async () => {
    const res = await phraseDELETE(jsonRequest('DELETE', '/api/hazard-phrases/H304', undefined, { cookie: admin }), code('H304'));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: FACT_VOCABULARY_MESSAGES.phraseInUse('H304', 1), productCount: 1 });
    const ok = await phraseDELETE(jsonRequest('DELETE', '/api/hazard-phrases/H411', undefined, { cookie: admin }), code('H411'));
    expect(ok.status).toBe(200);
    expect(await db.prisma.hazardPhrase.findUnique({ where: { code: 'H411' } })).toBeNull();
    // A combination's '+' percent-encoded in the address (as encodeURIComponent writes it).
    const encoded = await phraseDELETE(jsonRequest('DELETE', '/api/hazard-phrases/P403%2BP233', undefined, { cookie: admin }), code('P403%2BP233'));
    expect(encoded.status).toBe(200);
    expect(await db.prisma.hazardPhrase.findUnique({ where: { code: 'P403+P233' } })).toBeNull();
    expect((await phraseDELETE(jsonRequest('DELETE', '/api/hazard-phrases/nei', undefined, { cookie: admin }), code('nei'))).status).toBe(404);
  });
});
