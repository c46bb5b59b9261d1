/**
 * The demo seed: a Norwegian catalogue, retailer links, dealer locations, courses and the two
 * demo accounts. Idempotent: each row is matched on its natural key (article number, retailer
 * slug, dealer id, course title, module position, e-mail) and updated, never duplicated.
 * Run with `npm run db:seed`; `npm start` runs it on the first start of the embedded database.
 */
import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Prisma, PrismaClient } from '../../lib/generated/prisma/client';
import { PRODUCT_FIELDS } from '../../lib/catalogue/fields';
import { writeVariants, type SizeWrite } from '../../lib/admin/products/variants';
import { articleSortKey } from '../../lib/catalogue/article-number';
import { parseDealerCsv } from '../../lib/dealers/csv';
import { newStoreSlugs, renameStoreSlug, withSlugLock } from '../../lib/dealers/store-slugs';
import { demoDealerDetails, demoSpecialDayRows } from './data/dealer-details';
import { hashPassword } from '../../lib/auth/password';
import { hashedKey, mediaUrl, type Storage } from '../../lib/storage';
import { audioClip, illustration, productPackshot } from './media';
import { demoProducts } from './data/products';
import { demoSizes } from './types';
import { demoRetailerLinks, demoRetailers } from './data/retailers';
import { demoCourses } from './data/courses';
import { slugify } from '../../lib/slug';
import { seedDealerDocuments } from './documents';
import { seedSafetySheets } from './documents-sds';
import { demoRecommendedPrice } from './prices';
import { DEMO_ACCOUNTS } from './accounts';
import { DEMO_FACTS, HAZARD_PHRASES, USE_TERMS } from './data/product-facts';
import { parseNetQuantity } from '../../lib/catalogue/units';

export { DEMO_ACCOUNTS };

export const DEALERS_CSV_PATH = path.join(__dirname, 'data', 'dealers.csv');

export interface SeedCounts {
  products: number;
  retailers: number;
  retailerLinks: number;
  dealerLocations: number;
  courses: number;
  modules: number;
  contents: number;
  questions: number;
  accounts: number;
  documents: number;
}

/** Stores a generated file under a content-hashed key unless it is already there. */
async function store(storage: Storage, prefix: string, name: string, body: Buffer, ext: string): Promise<string> {
  const key = hashedKey(prefix, name, body, ext);
  if (!(await storage.exists(key))) await storage.put(key, body);
  return mediaUrl(key);
}

/**
 * The vocabulary of uses and the CLP statement catalogue: each row created once, so an operator's
 * edit of a label or a wording is kept when the seed runs again.
 */
export async function seedFactVocabularies(prisma: PrismaClient) {
  await prisma.useTerm.createMany({ data: USE_TERMS.map((t, position) => ({ ...t, position })), skipDuplicates: true });
  await prisma.hazardPhrase.createMany({ data: [...HAZARD_PHRASES], skipDuplicates: true });
}

export async function seedCatalogue(prisma: PrismaClient, storage: Storage) {
  await seedFactVocabularies(prisma);
  const productIds = new Map<string, number>();
  for (const p of demoProducts) {
    const imageUrl = await store(storage, 'products', slugify(p.articleNumber), await productPackshot(p), '.jpg');
    // The product's fields as lib/catalogue/fields.ts declares them, from the demo data and its facts (absent: none).
    const given: Record<string, unknown> = { ...p, ...DEMO_FACTS[p.articleNumber] };
    const data = {
      ...Object.fromEntries(Object.entries(PRODUCT_FIELDS).map(([name, f]) => [name, given[name] ?? (f.sqlType === 'varchar[]' ? [] : null)])),
      imageUrl,
      sortKey: articleSortKey(p.articleNumber),
    } as Omit<Prisma.ProductUncheckedCreateInput, 'articleNumber'>;
    const sizes: SizeWrite[] = [];
    for (const size of demoSizes(p)) {
      const ownImage = size.colour
        ? await store(
            storage,
            'products',
            slugify(size.articleNumber),
            await productPackshot({ colour: size.colour, packaging: size.packaging ?? p.packaging }),
            '.jpg',
          )
        : null;
      // The net quantity the size label (or a one-size product's name: 'Trerens 500 ml') states.
      const net = parseNetQuantity(size.sizeLabel || p.name);
      sizes.push({
        articleNumber: size.articleNumber,
        sizeLabel: size.sizeLabel || null,
        netQuantity: net?.quantity ?? null,
        netUnit: net?.unit ?? null,
        imageUrl: ownImage,
        recommendedPriceNok: demoRecommendedPrice({ ...size, category: p.category }),
      });
    }
    // The sizes through the one size writer (lib/admin/products/variants.ts): a field the demo data
    // does not give (a GTIN an administrator added) is kept; it also keeps the product's sortKey.
    const row = await prisma.$transaction(async (tx) => {
      const product = await tx.product.upsert({
        where: { articleNumber: p.articleNumber },
        create: { articleNumber: p.articleNumber, ...data },
        update: data,
        select: { id: true, articleNumber: true },
      });
      await writeVariants(tx, product, sizes);
      return product;
    });
    productIds.set(p.articleNumber, row.id);
  }

  const retailerIds = new Map<string, number>();
  for (const r of demoRetailers) {
    const row = await prisma.onlineRetailer.upsert({
      where: { slug: r.slug },
      create: { slug: r.slug, name: r.name, websiteUrl: r.websiteUrl },
      update: { name: r.name, websiteUrl: r.websiteUrl },
      select: { id: true },
    });
    retailerIds.set(r.slug, row.id);
  }

  for (const link of demoRetailerLinks) {
    const productId = productIds.get(link.articleNumber);
    const retailerId = retailerIds.get(link.retailerSlug);
    if (!productId || !retailerId) {
      throw new Error(`Retailer link ${link.articleNumber} → ${link.retailerSlug} names an unknown product or retailer`);
    }
    await prisma.retailerLink.upsert({
      where: { productId_retailerId: { productId, retailerId } },
      create: { productId, retailerId, productUrl: link.productUrl },
      update: { productUrl: link.productUrl },
    });
  }
}

export async function seedDealerLocations(prisma: PrismaClient, csvText?: string) {
  const { rows, errors } = parseDealerCsv(csvText ?? (await readFile(DEALERS_CSV_PATH, 'utf8')));
  if (errors.length > 0) {
    throw new Error(`dealers.csv: ${errors.map((e) => `line ${e.line}: ${e.message}`).join('; ')}`);
  }
  await prisma.$transaction(
    async (tx) => {
      // The store pages' slugs (lib/dealers/store-slugs.ts): new rows get theirs in the file's order, a
      // renamed row keeps its old one as a redirect.
      await withSlugLock(tx);
      const known = new Map((await tx.dealerLocation.findMany({ select: { id: true, name: true, address: true } })).map((r) => [r.id, r]));
      const fresh = rows.filter((row) => !known.has(row.id));
      const slugs = new Map((await newStoreSlugs(tx, fresh)).map((slug, i) => [fresh[i].id, slug]));
      for (const row of rows) {
        // Places fields (phone, website, opening hours…) are only set on creation: a lookup made
        // since then is kept.
        // What it carries: the CSV's sixth and seventh fields where given (a few demo shops are
        // narrowed, e.g. d065 Bergen Fargehandel to 'Lærpleie'), else everything.
        const data = { name: row.name, address: row.address, lat: row.lat, lng: row.lng, categories: row.categories ?? [], products: row.products ?? [] };
        const { specialDays, ...details } = demoDealerDetails[row.id] ?? {};
        const stored = demoDealerDetails[row.id] ? { ...details, lastUpdated: new Date() } : {};
        const before = known.get(row.id);
        if (!before) {
          await tx.dealerLocation.create({ data: { id: row.id, ...data, ...stored, slug: slugs.get(row.id) } });
          // The demo's special days (Julaften 10:00–13:00 …), the next of each.
          if (specialDays?.length) await tx.dealerSpecialDay.createMany({ data: demoSpecialDayRows(row.id, specialDays), skipDuplicates: true });
          continue;
        }
        await tx.dealerLocation.update({ where: { id: row.id }, data });
        if (before.name !== row.name || before.address !== row.address) await renameStoreSlug(tx, row);
      }
    },
    { timeout: 60_000 },
  );
  return rows.length;
}

export async function seedCourses(prisma: PrismaClient, storage: Storage) {
  let variant = 0;
  for (const [courseIndex, c] of demoCourses.entries()) {
    const imageUrl = await store(storage, 'courses', slugify(c.title), await illustration(c.colour, variant++), '.jpg');
    const existing = await prisma.course.findFirst({ where: { title: c.title }, select: { id: true } });
    const courseData = {
      title: c.title,
      description: c.description,
      category: c.category,
      imageUrl,
      sortOrder: courseIndex,
      isActive: true,
    };
    const course = existing ? await prisma.course.update({ where: { id: existing.id }, data: courseData }) : await prisma.course.create({ data: courseData });

    for (const [moduleIndex, m] of c.modules.entries()) {
      const moduleData = {
        courseId: course.id,
        title: m.title,
        description: m.description,
        sortOrder: moduleIndex,
        ...(m.estimatedTimeMinutes ? { estimatedTimeMinutes: m.estimatedTimeMinutes } : {}),
      };
      const found = await prisma.courseModule.findFirst({
        where: { courseId: course.id, sortOrder: moduleIndex },
        select: { id: true },
      });
      const mod = found
        ? await prisma.courseModule.update({ where: { id: found.id }, data: moduleData })
        : await prisma.courseModule.create({ data: moduleData });

      const contents = [];
      for (const item of m.contents) {
        const name = slugify(`${c.title}-${m.title}-${item.title}`).slice(0, 80);
        switch (item.contentType) {
          case 'text':
            contents.push({ contentType: item.contentType, title: item.title, content: item.html, caption: null });
            break;
          case 'video':
            contents.push({ contentType: item.contentType, title: item.title, content: item.url, caption: null });
            break;
          case 'audio':
            contents.push({
              contentType: item.contentType,
              title: item.title,
              content: await store(storage, 'courses/audio', name, audioClip(variant++), '.wav'),
              caption: item.transcript,
            });
            break;
          case 'image':
            contents.push({
              contentType: item.contentType,
              title: item.title,
              content: await store(storage, 'courses/images', name, await illustration(item.colour, variant++), '.jpg'),
              caption: item.caption,
            });
            break;
        }
      }
      // Contents and questions belong to the module's position in the demo; replace them in
      // place so a re-run leaves exactly the demo's rows (quiz results of earlier attempts on a
      // question that is kept stay linked to it).
      await syncByPosition(
        contents,
        await prisma.moduleContent.findMany({ where: { moduleId: mod.id }, orderBy: { sortOrder: 'asc' } }),
        (data, sortOrder) => prisma.moduleContent.create({ data: { ...data, moduleId: mod.id, sortOrder } }),
        (id, data) => prisma.moduleContent.update({ where: { id }, data }),
        (ids) => prisma.moduleContent.deleteMany({ where: { id: { in: ids } } }),
      );
      await syncByPosition(
        m.questions.map((q) => ({
          questionText: q.questionText,
          questionType: q.questionType,
          options: q.questionType === 'true_false' ? ['true', 'false'] : q.options,
          correctAnswers: q.correctAnswers,
          explanation: q.explanation ?? null,
        })),
        await prisma.quizQuestion.findMany({ where: { moduleId: mod.id }, orderBy: { sortOrder: 'asc' } }),
        (data, sortOrder) => prisma.quizQuestion.create({ data: { ...data, moduleId: mod.id, sortOrder } }),
        (id, data) => prisma.quizQuestion.update({ where: { id }, data }),
        (ids) => prisma.quizQuestion.deleteMany({ where: { id: { in: ids } } }),
      );
    }
    // Modules beyond the demo's (from an older seed) are removed.
    await prisma.courseModule.deleteMany({ where: { courseId: course.id, sortOrder: { gte: c.modules.length } } });
  }
}

async function syncByPosition<T>(
  wanted: T[],
  existing: { id: number; sortOrder: number }[],
  create: (data: T, sortOrder: number) => Promise<unknown>,
  update: (id: number, data: T & { sortOrder: number }) => Promise<unknown>,
  remove: (ids: number[]) => Promise<unknown>,
): Promise<void> {
  for (const [index, data] of wanted.entries()) {
    const row = existing[index];
    if (row) await update(row.id, { ...data, sortOrder: index });
    else await create(data, index);
  }
  const extra = existing.slice(wanted.length).map((r) => r.id);
  if (extra.length > 0) await remove(extra);
}

export async function seedDemoAccounts(prisma: PrismaClient) {
  for (const account of DEMO_ACCOUNTS) {
    const existing = await prisma.user.findUnique({ where: { email: account.email }, select: { id: true } });
    // Never reset a password someone may have changed.
    const user =
      existing ??
      (await prisma.user.create({
        data: {
          email: account.email,
          passwordHash: await hashPassword(account.password),
          name: account.name,
          company: account.company,
          role: account.role,
        },
        select: { id: true },
      }));
    // Its demo stores ('Min butikk') while it has none; a store linked to another account stays there.
    if ('stores' in account && (await prisma.dealerLocation.count({ where: { dealerId: user.id } })) === 0) {
      await prisma.dealerLocation.updateMany({ where: { id: { in: [...account.stores] }, dealerId: null }, data: { dealerId: user.id } });
    }
  }
}

/**
 * Demo figures for 'Min butikk' (docs/product.md: What the site does for each store): 60 days of
 * made-up counts for d090 Oppdal Interiør, ending today (Oslo), so the demo dealer sees a filled
 * table beside d048's empty state. Only while the store has no figures: real counts are never touched.
 */
export async function seedStoreFigures(prisma: PrismaClient, now: Date = new Date()) {
  const id = 'd090';
  if (!(await prisma.dealerLocation.findUnique({ where: { id }, select: { id: true } }))) return;
  if ((await prisma.dealerStoreStat.count({ where: { locationId: id } })) > 0) return;
  const today = Date.parse(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(now)}T00:00:00Z`);
  await prisma.dealerStoreStat.createMany({
    data: Array.from({ length: 60 }, (_, i) => ({
      locationId: id,
      day: new Date(today - i * 86_400_000),
      // The last 30 days a little busier than the 30 before.
      views: 3 + ((i * 7) % 5) + (i < 30 ? 2 : 0),
      appearances: 12 + ((i * 5) % 9),
      directions: (i * 3) % 4 === 0 ? 1 : 0,
      website: i % 5 === 0 ? 1 : 0,
      phone: i % 9 === 0 ? 1 : 0,
    })),
    skipDuplicates: true,
  });
}

export async function countSeeded(prisma: PrismaClient): Promise<SeedCounts> {
  const [products, retailers, retailerLinks, dealerLocations, courses, modules, contents, questions, accounts, documents] = await Promise.all([
    prisma.product.count(),
    prisma.onlineRetailer.count(),
    prisma.retailerLink.count(),
    prisma.dealerLocation.count(),
    prisma.course.count(),
    prisma.courseModule.count(),
    prisma.moduleContent.count(),
    prisma.quizQuestion.count(),
    prisma.user.count(),
    prisma.dealerDocument.count(),
  ]);
  return { products, retailers, retailerLinks, dealerLocations, courses, modules, contents, questions, accounts, documents };
}

/** Loads every kind of demo data; safe to run any number of times. */
export async function runDemoSeed(prisma: PrismaClient, storage: Storage): Promise<SeedCounts> {
  await seedCatalogue(prisma, storage);
  // After the products and their facts: a demo safety data sheet for each classified one.
  await seedSafetySheets(prisma, storage);
  await seedDealerLocations(prisma);
  await seedCourses(prisma, storage);
  await seedDemoAccounts(prisma);
  await seedStoreFigures(prisma);
  await seedDealerDocuments(prisma, storage);
  return countSeeded(prisma);
}
