/**
 * Demo safety data sheets (docs/product.md: Produktfakta, Dokumenter): for every product whose
 * facts classify it (pictograms or hazard statements, read from the database after the products are
 * written, so every demo product's facts count), a small real PDF in Norwegian made with pdf-lib —
 * the sixteen section headings of REACH Annex II, the product's name, its label elements (pictogram
 * codes, signal word, statements with their wording), 'Revisjon: 1' and its date — clearly marked
 * 'DEMO – ikke et ekte sikkerhetsdatablad'. Stored under documents/ and written as revision 1
 * through the same publishing function as an upload, without e-mails to dealers. Idempotent: a
 * product that already has a Norwegian safety data sheet gets none.
 */
import 'server-only';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { PrismaClient } from '../../lib/generated/prisma/client';
import type { Storage } from '../../lib/storage';
import { pictogramOf } from '../../lib/catalogue/facts';
import { publishProductDocument } from '../../lib/admin/product-documents/service';

/** The date the demo sheets carry as their revision date. */
export const DEMO_SDS_DATE = '2026-01-15';

export const DEMO_SDS_MARK = 'DEMO – ikke et ekte sikkerhetsdatablad';

/** REACH Annex II: the sixteen sections of a safety data sheet, in Norwegian. */
export const SDS_SECTIONS = [
  'Identifikasjon av stoffet/stoffblandingen og av selskapet/foretaket',
  'Fareidentifikasjon',
  'Sammensetning/opplysninger om bestanddeler',
  'Førstehjelpstiltak',
  'Brannslokkingstiltak',
  'Tiltak ved utilsiktet utslipp',
  'Håndtering og lagring',
  'Eksponeringskontroll/personlig verneutstyr',
  'Fysiske og kjemiske egenskaper',
  'Stabilitet og reaktivitet',
  'Toksikologiske opplysninger',
  'Økologiske opplysninger',
  'Instruksjoner om disponering',
  'Opplysninger om transport',
  'Opplysninger om regelverk',
  'Andre opplysninger',
] as const;

/** Helvetica's WinAnsi covers Norwegian letters; anything beyond it becomes '?'. */
const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff–—‘’“”•€]/g, '?');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export interface SdsContent {
  articleNumber: string;
  name: string;
  pictograms: string[];
  signalWord: string | null;
  statements: { code: string; text: string }[];
  ufi: string | null;
  supplementalWarnings: string | null;
  revision: string;
  revisionDate: string;
  companyName: string;
}

/** A small, real PDF (A4, as many pages as it needs). */
export async function demoSdsPdf(content: SdsContent): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Sikkerhetsdatablad – ${content.name} (DEMO)`);
  pdf.setLanguage('nb-NO');
  pdf.setAuthor(content.companyName);
  pdf.setCreationDate(new Date(`${content.revisionDate}T00:00:00Z`));
  pdf.setModificationDate(new Date(`${content.revisionDate}T00:00:00Z`));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const margin = 56;
  const width = 595.28 - 2 * margin;
  let page: PDFPage = pdf.addPage([595.28, 841.89]);
  let y = 841.89 - margin;
  const newPageIfNeeded = (height: number) => {
    if (y - height < margin) {
      page = pdf.addPage([595.28, 841.89]);
      y = 841.89 - margin;
      page.drawText(printable(DEMO_SDS_MARK), { x: margin, y, size: 9, font: bold, color: rgb(0.7, 0.1, 0.1) });
      y -= 20;
    }
  };
  const text = (value: string, options: { size?: number; font?: PDFFont; color?: ReturnType<typeof rgb>; gap?: number } = {}) => {
    const size = options.size ?? 10;
    const font = options.font ?? regular;
    for (const line of wrap(value, font, size, width)) {
      newPageIfNeeded(size + 4);
      page.drawText(line, { x: margin, y, size, font, color: options.color ?? rgb(0.1, 0.1, 0.1) });
      y -= size + 4;
    }
    y -= options.gap ?? 4;
  };

  text(DEMO_SDS_MARK, { size: 12, font: bold, color: rgb(0.7, 0.1, 0.1) });
  text('SIKKERHETSDATABLAD', { size: 18, font: bold, gap: 2 });
  text('i samsvar med forordning (EF) nr. 1907/2006 (REACH), vedlegg II', { size: 9 });
  text(content.name, { size: 14, font: bold, gap: 2 });
  text(`Artikkelnummer: ${content.articleNumber}`);
  text(`Revisjon: ${content.revision}, dato ${content.revisionDate.split('-').reverse().join('.')}`, { gap: 12 });

  SDS_SECTIONS.forEach((heading, index) => {
    text(`AVSNITT ${index + 1}: ${heading}`, { size: 11, font: bold, gap: 2 });
    if (index === 0) {
      text(`Produktnavn: ${content.name}. Leverandør: ${content.companyName}.`);
      if (content.ufi) text(`UFI: ${content.ufi}`);
    } else if (index === 1) {
      text('Merkingselementer (forordning (EF) nr. 1272/2008, CLP):', { font: bold });
      text(`Farepiktogrammer: ${content.pictograms.map((code) => `${code} (${pictogramOf(code)?.alt ?? code})`).join(', ') || 'ingen'}`);
      text(`Varselord: ${content.signalWord ?? 'ingen'}`);
      for (const s of content.statements) text(`${s.code}: ${s.text}`);
      if (content.supplementalWarnings) text(`Tilleggsinformasjon: ${content.supplementalWarnings}`);
    } else {
      text('Demoinnhold. Et ekte sikkerhetsdatablad fyller ut dette avsnittet for produktet.', { color: rgb(0.35, 0.35, 0.35) });
    }
    y -= 6;
  });
  text(DEMO_SDS_MARK, { size: 10, font: bold, color: rgb(0.7, 0.1, 0.1) });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** Revision 1 of a Norwegian demo SDS for every classified product that has none. Returns how many were written. */
export async function seedSafetySheets(prisma: PrismaClient, storage: Storage, companyName = 'Nordisk Pleie AS'): Promise<number> {
  const products = await prisma.product.findMany({
    where: { OR: [{ pictograms: { isEmpty: false } }, { hazardStatements: { isEmpty: false } }], documents: { none: { kind: 'SDS', language: 'no' } } },
    select: {
      id: true,
      articleNumber: true,
      name: true,
      pictograms: true,
      signalWord: true,
      hazardStatements: true,
      precautionaryStatements: true,
      ufi: true,
      supplementalWarnings: true,
    },
    orderBy: { id: 'asc' },
  });
  if (products.length === 0) return 0;
  const phrases = new Map((await prisma.hazardPhrase.findMany({ select: { code: true, text: true } })).map((p) => [p.code, p.text]));
  for (const p of products) {
    const statements = [...p.hazardStatements, ...p.precautionaryStatements].map((code) => ({ code, text: phrases.get(code) ?? '' }));
    const body = await demoSdsPdf({
      articleNumber: p.articleNumber,
      name: p.name,
      pictograms: p.pictograms,
      signalWord: p.signalWord,
      statements,
      ufi: p.ufi,
      supplementalWarnings: p.supplementalWarnings,
      revision: '1',
      revisionDate: DEMO_SDS_DATE,
      companyName,
    });
    await publishProductDocument(prisma, storage, {
      data: { productId: p.id, kind: 'SDS', language: 'no', revision: '1', revisionDate: DEMO_SDS_DATE, changeNote: 'Første utgave (demo)' },
      file: { name: `${p.articleNumber}-sds.pdf`, bytes: body },
      publishedBy: null,
      notify: false,
    });
  }
  return products.length;
}
