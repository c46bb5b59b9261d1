/**
 * Contact messages and dealer applications as the administrators' lists answer them
 * (lib/admin/messages/service.ts), as zod schemas; lib/openapi describes the API with them
 * (docs/architecture.md, OpenAPI).
 */
import { z } from 'zod';
import type { listContactMessages, listPartnerInquiries, updateContactMessage } from './service';
import { timestamp, type Fits } from '../../http/responses';
import { CONTACT_TOPIC_LABELS, CONTACT_TOPICS } from '../../contact/fields';
import { MESSAGE_STATUS_LABELS, MESSAGE_STATUSES } from './schema';

const statusLabels = MESSAGE_STATUSES.map((s) => `\`${s}\` '${MESSAGE_STATUS_LABELS[s]}'`).join(', ');
export const messageStatusResponse = z.enum(MESSAGE_STATUSES).meta({ description: `Handling status: ${statusLabels}` });

/** The handling fields (docs/product.md: Meldinger): status, the administrators' internal note, when the status last changed. */
const handling = {
  status: messageStatusResponse,
  note: z.string().nullable().meta({ description: 'Internal note of the administrators (never shown to the visitor)' }),
  statusChangedAt: timestamp().nullable(),
};

/** A stored contact message as the admin list answers it. */
const topicLabels = CONTACT_TOPICS.map((t) => `\`${t}\` '${CONTACT_TOPIC_LABELS[t]}'`).join(', ');
export const contactMessageResponse = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  topic: z.enum(CONTACT_TOPICS).meta({ description: `What the message is about: ${topicLabels}` }),
  message: z.string(),
  createdAt: timestamp(),
  ...handling,
});

/** A stored dealer application as the admin list answers it. */
export const partnerInquiryResponse = z.object({
  id: z.int(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  industry: z.string(),
  productInterest: z.array(z.string()),
  message: z.string(),
  createdAt: timestamp(),
  ...handling,
  dealer: z
    .object({ id: z.int(), email: z.string() })
    .nullable()
    .meta({ description: 'The dealer account created from the application (POST /api/partner-inquiries/{id}/account), or null' }),
});

/** PATCH's answer: the record's id and handling fields. */
export const handledMessageResponse = z.object({ id: z.int(), ...handling });

// The service's type must fit the schema: a field changed on one side fails the type check.
export const SERVICE_TYPES_FIT: [
  Fits<Awaited<ReturnType<typeof listContactMessages>>['items'][number], typeof contactMessageResponse>,
  Fits<Awaited<ReturnType<typeof listPartnerInquiries>>['items'][number], typeof partnerInquiryResponse>,
  Fits<Awaited<ReturnType<typeof updateContactMessage>>, typeof handledMessageResponse>,
] = [true, true, true];
