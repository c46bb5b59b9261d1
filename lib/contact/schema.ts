/**
 * The contact message and the dealer application (docs/product.md §3 and 5): one zod schema each,
 * used by the react-hook-form resolver in the browser and by the route handlers on the server.
 * The documented rules and messages, plus length caps on every field (the column sizes in
 * prisma/schema.prisma) and the one text rule of lib/validation/text.ts (no control characters,
 * no broken Unicode). Pure: safe to import in client components.
 */
import { z } from 'zod';
import { multiLine, singleLine, TEXT_MESSAGES } from '../validation/text';
import { ANTI_SPAM_ANSWER, CONTACT_TOPICS, DEFAULT_CONTACT_TOPIC, INDUSTRIES, LIMITS, PRODUCT_INTERESTS } from './fields';

// No generated code (new Function): the public pages' Content-Security-Policy forbids eval, and
// Zod's feature probe for it would be reported as a violation in the browser.
z.config({ jitless: true });

// The plain constants live in ./fields.ts (no zod), so the forms render without loading zod;
// re-exported here for the server and the tests.
export { ANTI_SPAM_ANSWER, ANTI_SPAM_QUESTION, CONTACT_TOPICS, HONEYPOT_FIELD, INDUSTRIES, LIMITS, PRODUCT_INTERESTS } from './fields';

export const CONTACT_FIELD_MESSAGES = {
  name: 'Navn må være minst 2 tegn',
  nameMax: `Navn kan ikke være lengre enn ${LIMITS.name.max} tegn`,
  company: 'Firmanavn må være minst 2 tegn',
  companyMax: `Firmanavn kan ikke være lengre enn ${LIMITS.company.max} tegn`,
  email: 'Ugyldig e-postadresse',
  phone: 'Telefonnummer må være minst 8 tegn',
  phoneMax: `Telefonnummer kan ikke være lengre enn ${LIMITS.phone.max} tegn`,
  phoneChars: 'Telefonnummer kan bare inneholde siffer, mellomrom og + - ( )',
  topic: 'Velg et gyldig emne',
  industry: 'Velg en bransje',
  productInterest: 'Velg minst ett produkt',
  message: 'Meldingen må være minst 10 tegn',
  messageMax: `Meldingen kan ikke være lengre enn ${LIMITS.message.max} tegn`,
  antiSpam: 'Feil svar på sikkerhetsspørsmålet',
  notText: TEXT_MESSAGES.notText,
  badCharacters: TEXT_MESSAGES.badCharacters,
} as const;

const M = CONTACT_FIELD_MESSAGES;

/**
 * A trimmed string field under the one text rule (lib/validation/text.ts): `requiredMessage` when
 * it is missing, the generic text message when it is another type, then the length rules.
 */
function text(requiredMessage: string, opts: { max: number; maxMessage: string; multiline?: boolean }) {
  const rule = { max: opts.max, maxMessage: opts.maxMessage, requiredMessage, typeMessage: M.notText };
  return opts.multiline ? multiLine(rule) : singleLine(rule);
}

const name = text(M.name, { max: LIMITS.name.max, maxMessage: M.nameMax }).pipe(z.string().min(LIMITS.name.min, M.name));

const email = text(M.email, { max: LIMITS.email.max, maxMessage: M.email }).pipe(z.email(M.email));

const message = text(M.message, { max: LIMITS.message.max, maxMessage: M.messageMax, multiline: true }).pipe(z.string().min(LIMITS.message.min, M.message));

const antiSpamAnswer = text(M.antiSpam, { max: LIMITS.antiSpamAnswer.max, maxMessage: M.antiSpam }).refine((v) => v === ANTI_SPAM_ANSWER, M.antiSpam);

/** Optional: a message without a topic is 'generelt'. */
const topic = z
  .enum(CONTACT_TOPICS, { error: M.topic })
  .default(DEFAULT_CONTACT_TOPIC)
  .meta({ description: "What the message is about; 'tilgjengelighet' reports a barrier (the accessibility statement's link preselects it)" });

export const contactMessageSchema = z.object({ name, email, topic, message, antiSpamAnswer });

export const partnerInquirySchema = z.object({
  name,
  company: text(M.company, { max: LIMITS.company.max, maxMessage: M.companyMax }).pipe(z.string().min(LIMITS.company.min, M.company)),
  email,
  phone: text(M.phone, { max: LIMITS.phone.max, maxMessage: M.phoneMax })
    .pipe(z.string().min(LIMITS.phone.min, M.phone))
    .refine((v) => /^[0-9+\-() ]+$/.test(v), M.phoneChars),
  industry: z.enum(INDUSTRIES, { error: M.industry }),
  productInterest: z
    .array(z.enum(PRODUCT_INTERESTS, { error: M.productInterest }), { error: M.productInterest })
    .min(1, M.productInterest)
    .max(PRODUCT_INTERESTS.length, M.productInterest)
    .transform((list) => [...new Set(list)]),
  message,
  antiSpamAnswer,
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageData = z.output<typeof contactMessageSchema>;
export type PartnerInquiryInput = z.input<typeof partnerInquirySchema>;
export type PartnerInquiryData = z.output<typeof partnerInquirySchema>;
