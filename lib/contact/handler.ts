/**
 * POST /api/contact-messages and POST /api/partner-inquiries (docs/product.md §7): one flow for both.
 *
 *   429 over the per-IP limit (Retry-After) · 415 not JSON · 413 larger than 16 KB ·
 *   400 empty, not JSON, honeypot filled, or invalid ({ error, fieldErrors } with the schema's
 *   Norwegian messages) · 201 { id } stored · 500 the database failed.
 *
 * The rate limit is counted first, before the body is read, so every attempt counts. Nothing is
 * stored unless the whole submission is valid; one insert, so nothing is ever half-stored.
 */
import { NextResponse } from 'next/server';
import { after } from 'next/server';
import type { PrismaClient } from '../db';
import { env } from '../env';
import { readJsonObject } from '../http/json-body';
import { logger } from '../logger';
import { clientIp } from '../security/client-ip';
import { consumeRateLimit, contactFormRule, rateLimitedResponse } from '../security/rate-limit';
import { CONTACT_API_MESSAGES } from './messages';
import { notifySubmission, type Submission } from './notify';
import { fieldErrors } from '../http/field-errors';
import { contactMessageSchema, HONEYPOT_FIELD, partnerInquirySchema } from './schema';

/** Far above the largest valid submission (5000-character message, every other field capped). */
export const MAX_BODY_BYTES = 16 * 1024;

export type FormKind = 'contact' | 'partner';

const NO_STORE = { 'Cache-Control': 'no-store' };

function json(body: unknown, status: number, headers: Record<string, string> = {}) {
  return NextResponse.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

async function store(prisma: PrismaClient, kind: FormKind, body: Record<string, unknown>) {
  if (kind === 'contact') {
    const parsed = contactMessageSchema.safeParse(body);
    if (!parsed.success) return { errors: fieldErrors(parsed.error) };
    const { id } = await prisma.contactMessage.create({ data: parsed.data, select: { id: true } });
    return { submission: { kind, id, data: parsed.data } satisfies Submission };
  }
  const parsed = partnerInquirySchema.safeParse(body);
  if (!parsed.success) return { errors: fieldErrors(parsed.error) };
  const { id } = await prisma.partnerInquiry.create({ data: parsed.data, select: { id: true } });
  return { submission: { kind, id, data: parsed.data } satisfies Submission };
}

/** Runs the notification after the response when inside a request, else in the background. */
function notifyLater(submission: Submission) {
  const send = () => notifySubmission(submission).then(() => undefined);
  try {
    after(send);
  } catch {
    void send();
  }
}

export async function handleFormSubmission(request: Request, kind: FormKind, prisma: PrismaClient): Promise<Response> {
  const ip = clientIp(request.headers, env().TRUST_PROXY_HOPS);
  const limit = await consumeRateLimit(contactFormRule(kind), ip);
  if (!limit.allowed) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    return rateLimitedResponse(limit.retryAfterSeconds, CONTACT_API_MESSAGES.rateLimited(minutes));
  }

  const body = await readJsonObject(request, MAX_BODY_BYTES);
  if (!body.ok) return json({ error: body.error }, body.status);

  const trap = body.value[HONEYPOT_FIELD];
  if (trap !== undefined && trap !== '') {
    logger.warn({ kind, ip }, 'Form submission refused: honeypot filled');
    return json({ error: CONTACT_API_MESSAGES.rejected }, 400);
  }

  try {
    const result = await store(prisma, kind, body.value);
    if ('errors' in result) return json({ error: CONTACT_API_MESSAGES.invalid, fieldErrors: result.errors }, 400);
    notifyLater(result.submission);
    return json({ id: result.submission.id }, 201);
  } catch (error) {
    logger.error({ err: error, kind }, 'Storing a form submission failed');
    return json({ error: CONTACT_API_MESSAGES.failed }, 500);
  }
}
