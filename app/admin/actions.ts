'use server';
/**
 * The admin panel's server actions (admins through server-action forms): each checks the
 * administrator role itself, validates with the shared schema, calls lib/admin and refreshes the
 * panel. Answers { ok, data } or { ok: false, error, fieldErrors } — never throws to the browser.
 */
import { revalidatePath } from 'next/cache';
import { AuthError } from '@/lib/auth/errors';
import { requireAdminAction } from '@/lib/auth/session';
import { prisma } from '@/lib/db';
import { createDocument, deleteDocument, DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '@/lib/admin/documents';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, storeProductImage } from '@/lib/admin/images';
import {
  createLocation,
  deleteLocation,
  importLocations,
  IMPORT_MESSAGES,
  MAX_IMPORT_BYTES,
  updateLocation,
  type ImportResult,
} from '@/lib/admin/locations';
import {
  ADMIN_MESSAGES,
  dealerSchema,
  dealerUpdateSchema,
  documentSchema,
  LOCATION_ID,
  locationSchema,
  locationUpdateSchema,
  productSchema,
  productUpdateSchema,
} from '@/lib/admin/schema';
import {
  createDealer,
  createProduct,
  deleteContactMessage,
  deleteDealer,
  deletePartnerInquiry,
  deleteProduct,
  getProductForEdit,
  updateDealer,
  updateProduct,
} from '@/lib/admin/service';
import { parseId } from '@/lib/ids';
import { HttpError } from '@/lib/http/errors';
import { fieldErrors, type FieldErrors } from '@/lib/http/field-errors';
import { storage } from '@/lib/storage';
import type { z } from 'zod';

export type ActionResult<T = undefined> = { ok: true; data: T } | { ok: false; error: string; status: number; fieldErrors?: FieldErrors };

async function run<T>(work: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    await requireAdminAction();
    const data = await work();
    revalidatePath('/admin');
    return { ok: true, data };
  } catch (error) {
    if (error instanceof AuthError) return { ok: false, error: error.message, status: error.status };
    if (error instanceof HttpError) return { ok: false, error: error.message, status: error.status, fieldErrors: error.fieldErrors };
    throw error;
  }
}

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new HttpError(400, ADMIN_MESSAGES.invalid, fieldErrors(parsed.error));
  return parsed.data;
}

function validId(id: unknown): number {
  const parsed = typeof id === 'number' ? parseId(id) : null;
  if (parsed === null) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return parsed;
}

function validLocationId(id: unknown): string {
  if (typeof id !== 'string' || !LOCATION_ID.test(id)) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return id;
}

/** The uploaded file of a multipart action, checked for presence and size before it is read. */
async function fileFrom(form: unknown, field: string, maxBytes: number, messages: { missing: string; tooLarge: string }) {
  const file = form instanceof FormData ? form.get(field) : null;
  if (!(file instanceof Blob) || file.size === 0) throw new HttpError(400, messages.missing, { [field]: [messages.missing] });
  if (file.size > maxBytes) throw new HttpError(413, messages.tooLarge, { [field]: [messages.tooLarge] });
  return { name: file instanceof File ? file.name : '', bytes: new Uint8Array(await file.arrayBuffer()) };
}

const text = (form: unknown, field: string) => (form instanceof FormData ? (form.get(field) ?? undefined) : undefined);

// ── Products ────────────────────────────────────────────────────────────────────────────────────

export async function addProductAction(input: unknown) {
  return run(() => createProduct(prisma, parse(productSchema, input)));
}

export async function updateProductAction(id: unknown, input: unknown) {
  return run(() => updateProduct(prisma, validId(id), parse(productUpdateSchema, input)));
}

export async function deleteProductAction(id: unknown) {
  return run(() => deleteProduct(prisma, validId(id)));
}

/** The edit dialog's data (with retailer links), read when it opens. */
export async function loadProductAction(id: unknown) {
  return run(() => getProductForEdit(prisma, validId(id)));
}

/**
 * Stores an uploaded product image (multipart: `image`, and `articleNumber` for the file name)
 * and answers its /media URL; the form then saves it as the product's image.
 */
export async function uploadProductImageAction(form: unknown) {
  return run(async () => {
    const file = await fileFrom(form, 'image', MAX_IMAGE_BYTES, { missing: 'Velg et bilde å laste opp', tooLarge: IMAGE_MESSAGES.tooLarge });
    const articleNumber = String(text(form, 'articleNumber') ?? '').slice(0, 40);
    try {
      return { imageUrl: await storeProductImage(storage(), articleNumber || 'produkt', file.bytes) };
    } catch (error) {
      if (error instanceof HttpError) throw new HttpError(error.status, error.message, { image: [error.message] });
      throw error;
    }
  });
}

// ── Dealer accounts ─────────────────────────────────────────────────────────────────────────────

export async function addDealerAction(input: unknown) {
  return run(async () => void (await createDealer(prisma, parse(dealerSchema, input))));
}

export async function updateDealerAction(id: unknown, input: unknown) {
  return run(async () => void (await updateDealer(prisma, validId(id), parse(dealerUpdateSchema, input))));
}

export async function deleteDealerAction(id: unknown) {
  return run(() => deleteDealer(prisma, validId(id)));
}

// ── Dealer locations ────────────────────────────────────────────────────────────────────────────

export async function addLocationAction(input: unknown) {
  return run(async () => void (await createLocation(prisma, parse(locationSchema, input))));
}

export async function updateLocationAction(id: unknown, input: unknown) {
  return run(async () => void (await updateLocation(prisma, validLocationId(id), parse(locationUpdateSchema, input))));
}

export async function deleteLocationAction(id: unknown) {
  return run(() => deleteLocation(prisma, validLocationId(id)));
}

/** The semicolon CSV (multipart: `file`): all rows or none; line errors come back as data. */
export async function importLocationsAction(form: unknown) {
  return run<ImportResult>(async () => {
    const file = await fileFrom(form, 'file', MAX_IMPORT_BYTES, IMPORT_MESSAGES);
    return importLocations(prisma, file.bytes);
  });
}

// ── Dealer documents ────────────────────────────────────────────────────────────────────────────

/** Multipart: `file`, `kind`, `title`, `description`. */
export async function uploadDocumentAction(form: unknown) {
  return run(async () => {
    const data = parse(documentSchema, { kind: text(form, 'kind'), title: text(form, 'title'), description: text(form, 'description') });
    const file = await fileFrom(form, 'file', MAX_DOCUMENT_BYTES, DOCUMENT_MESSAGES);
    try {
      return await createDocument(prisma, storage(), data, file);
    } catch (error) {
      if (error instanceof HttpError) throw new HttpError(error.status, error.message, { file: [error.message] });
      throw error;
    }
  });
}

export async function deleteDocumentAction(id: unknown) {
  return run(() => deleteDocument(prisma, storage(), validId(id)));
}

// ── Messages and applications ───────────────────────────────────────────────────────────────────

export async function deleteMessageAction(id: unknown) {
  return run(() => deleteContactMessage(prisma, validId(id)));
}

export async function deleteInquiryAction(id: unknown) {
  return run(() => deletePartnerInquiry(prisma, validId(id)));
}
