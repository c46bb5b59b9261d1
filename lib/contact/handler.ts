/**
 * POST /api/contact-messages and POST /api/partner-inquiries (docs/product.md §7): one flow for both.
 *
 *   429 over the per-IP limit (Retry-After) · 415 not JSON · 413 larger than 16 KB ·
 *   400 empty, not JSON, honeypot filled, or invalid ({ error, fieldErrors } with the schema's
 *   Norwegian messages) · 201 { id } stored · 500 the database failed (the route frame,
 *   lib/http/route.ts, with CONTACT_API_MESSAGES.failed).
 *
 * The rate limit is counted first, before the body is read, so every attempt counts. Nothing is
 * stored unless the whole submission is valid; the submission and its e-mail notification (the
 * outbox, lib/contact/notify.ts) are written in one transaction, so nothing is ever half-stored.
 */
import 'server-only';
import { NextResponse } from 'next/server';
import type { PrismaClient } from '../db';
import { env } from '../env';
import { HttpError } from '../http/errors';
import { readJsonBody, validate } from '../http/route';
import { logger } from '../logger';
import { clientIp } from '../security/client-ip';
import { consumeRateLimit, contactFormRule, rateLimitedResponse } from '../security/rate-limit';
import { CONTACT_API_MESSAGES } from './messages';
import { enqueueNotification, type Submission } from './notify';
import { contactMessageSchema, HONEYPOT_FIELD, partnerInquirySchema } from './schema';
import { CONTACT_BODY_MAX_BYTES, type FormKind } from './fields';

export type { FormKind } from './fields';

/** Validates, then stores the submission with its notification in one transaction; HttpError 400 with the field errors when invalid. */
export async function storeSubmission(prisma: PrismaClient, kind: FormKind, body: Record<string, unknown>): Promise<Submission> {
  if (kind === 'contact') {
    const data = validate(contactMessageSchema, body, CONTACT_API_MESSAGES.invalid);
    return prisma.$transaction(async (tx) => {
      const { id } = await tx.contactMessage.create({ data, select: { id: true } });
      const submission: Submission = { kind, id, data };
      await enqueueNotification(tx, submission);
      return submission;
    });
  }
  const data = validate(partnerInquirySchema, body, CONTACT_API_MESSAGES.invalid);
  return prisma.$transaction(async (tx) => {
    const { id } = await tx.partnerInquiry.create({ data, select: { id: true } });
    const submission: Submission = { kind, id, data };
    await enqueueNotification(tx, submission);
    return submission;
  });
}

/**
 * Counts one submission of the form from `ip` (every attempt counts, valid or not): null when it
 * may go on, else the seconds to wait (Retry-After). The JSON route and the form post share it.
 */
export async function formRateLimit(kind: FormKind, ip: string): Promise<number | null> {
  const limit = await consumeRateLimit(contactFormRule(kind), ip);
  return limit.allowed ? null : limit.retryAfterSeconds;
}

/** HttpError 400 'Innsendingen ble avvist' when the hidden honeypot field was filled (a bot). */
export function refuseFilledHoneypot(body: Record<string, unknown>, kind: FormKind, ip: string): void {
  const trap = body[HONEYPOT_FIELD];
  if (trap !== undefined && trap !== '') {
    logger.warn({ kind, ip }, 'Form submission refused: honeypot filled');
    throw new HttpError(400, CONTACT_API_MESSAGES.rejected);
  }
}

export async function handleFormSubmission(request: Request, kind: FormKind, prisma: PrismaClient): Promise<Response> {
  const ip = clientIp(request.headers, env().TRUST_PROXY_HOPS);
  const wait = await formRateLimit(kind, ip);
  if (wait !== null) return rateLimitedResponse(wait, CONTACT_API_MESSAGES.rateLimited(wait));

  const body = await readJsonBody(request, CONTACT_BODY_MAX_BYTES);
  refuseFilledHoneypot(body, kind, ip);

  const submission = await storeSubmission(prisma, kind, body);
  return NextResponse.json({ id: submission.id }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
}
