'use server';
/**
 * The admin panel's server actions (admins through server-action forms): each checks the
 * administrator role itself, validates with the shared schema, calls lib/admin and refreshes the
 * panel. Answers { ok } or { ok: false, error, fieldErrors } — never throws to the browser.
 */
import { revalidatePath } from 'next/cache';
import { AuthError } from '@/lib/auth/errors';
import { requireAdminAction } from '@/lib/auth/session';
import { prisma } from '@/lib/db';
import { dealerSchema, dealerUpdateSchema } from '@/lib/admin/schema';
import { createDealer, deleteContactMessage, deleteDealer, deletePartnerInquiry, deleteProduct, updateDealer } from '@/lib/admin/service';
import { HttpError } from '@/lib/http/errors';
import { fieldErrors, type FieldErrors } from '@/lib/http/field-errors';

export type ActionResult = { ok: true } | { ok: false; error: string; fieldErrors?: FieldErrors };

async function run(work: () => Promise<unknown>): Promise<ActionResult> {
  try {
    await requireAdminAction();
    await work();
    revalidatePath('/admin');
    return { ok: true };
  } catch (error) {
    if (error instanceof AuthError) return { ok: false, error: error.message };
    if (error instanceof HttpError) return { ok: false, error: error.message, fieldErrors: error.fieldErrors };
    throw error;
  }
}

function validId(id: unknown): number {
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) throw new HttpError(404, 'Finnes ikke');
  return id;
}

export async function addDealerAction(input: unknown): Promise<ActionResult> {
  return run(async () => {
    const parsed = dealerSchema.safeParse(input);
    if (!parsed.success) throw new HttpError(400, 'Skjemaet inneholder feil', fieldErrors(parsed.error));
    await createDealer(prisma, parsed.data);
  });
}

export async function updateDealerAction(id: unknown, input: unknown): Promise<ActionResult> {
  return run(async () => {
    const parsed = dealerUpdateSchema.safeParse(input);
    if (!parsed.success) throw new HttpError(400, 'Skjemaet inneholder feil', fieldErrors(parsed.error));
    await updateDealer(prisma, validId(id), parsed.data);
  });
}

export async function deleteDealerAction(id: unknown): Promise<ActionResult> {
  return run(() => deleteDealer(prisma, validId(id)));
}

export async function deleteProductAction(id: unknown): Promise<ActionResult> {
  return run(() => deleteProduct(prisma, validId(id)));
}

export async function deleteMessageAction(id: unknown): Promise<ActionResult> {
  return run(() => deleteContactMessage(prisma, validId(id)));
}

export async function deleteInquiryAction(id: unknown): Promise<ActionResult> {
  return run(() => deletePartnerInquiry(prisma, validId(id)));
}
