import { CONTACT_FIELD_MESSAGES as M, CONTACT_TOPICS, contactMessageSchema, INDUSTRIES, partnerInquirySchema, PRODUCT_INTERESTS } from './schema';
import { CONTACT_TOPIC_LABELS, PREFILL_MAX, cleanPrefill, contactMessageHref, prefillFromSearch, topicFromSearch } from './fields';
import { fieldErrors } from '../http/field-errors';
import { VALID_CONTACT as contact, VALID_PARTNER as partner } from '../../tests/support/contact-fixtures';

function errorsOf(schema: typeof contactMessageSchema | typeof partnerInquirySchema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('contact message schema', () => {
  it('accepts a valid message and trims the single-line fields', () => {
    const parsed = contactMessageSchema.parse({ ...contact, name: '  Kari Nordmann ', antiSpamAnswer: ' 4 ' });
    expect(parsed).toEqual({ ...contact, topic: 'generelt' });
  });

  it("takes an optional topic: 'generelt' when absent, 'tilgjengelighet' kept, anything else refused with its message", () => {
    expect(contactMessageSchema.parse(contact).topic).toBe('generelt');
    expect(contactMessageSchema.parse({ ...contact, topic: 'tilgjengelighet' }).topic).toBe('tilgjengelighet');
    expect(CONTACT_TOPICS).toEqual(['generelt', 'tilgjengelighet']);
    for (const topic of ['', 'Tilgjengelighet', 'annet', 1, null, ['tilgjengelighet']]) {
      expect(errorsOf(contactMessageSchema, { ...contact, topic })).toEqual({ topic: [M.topic] });
    }
  });

  it.each([
    ['name', 'K', M.name],
    ['name', '  K  ', M.name],
    ['email', 'kari@', M.email],
    ['email', 'not an address', M.email],
    ['message', 'For kort', M.message],
    ['message', '   kort      ', M.message],
    ['antiSpamAnswer', '5', M.antiSpam],
    ['antiSpamAnswer', 'fire', M.antiSpam],
    ['antiSpamAnswer', '', M.antiSpam],
  ])('refuses %s = %j with the documented message', (field, value, message) => {
    expect(errorsOf(contactMessageSchema, { ...contact, [field]: value })).toEqual({ [field]: [message] });
  });

  it('reports every missing field with its own message', () => {
    expect(errorsOf(contactMessageSchema, {})).toEqual({
      name: [M.name],
      email: [M.email],
      message: [M.message],
      antiSpamAnswer: [M.antiSpam],
    });
  });

  it('refuses wrong types: arrays, numbers, objects where text belongs', () => {
    expect(errorsOf(contactMessageSchema, { ...contact, name: ['Kari'], email: 42, message: { text: 'hei' }, antiSpamAnswer: 4 })).toEqual({
      name: [M.notText],
      email: [M.notText],
      message: [M.notText],
      antiSpamAnswer: [M.notText],
    });
  });

  it('caps every field', () => {
    expect(errorsOf(contactMessageSchema, { ...contact, name: 'x'.repeat(101) })).toEqual({ name: [M.nameMax] });
    expect(errorsOf(contactMessageSchema, { ...contact, message: 'x'.repeat(5001) })).toEqual({ message: [M.messageMax] });
    expect(errorsOf(contactMessageSchema, { ...contact, email: `${'a'.repeat(250)}@example.no` })).toEqual({ email: [M.email] });
    expect(errorsOf(contactMessageSchema, { ...contact, message: 'x'.repeat(1_000_000) })).toEqual({ message: [M.messageMax] });
    expect(contactMessageSchema.safeParse({ ...contact, message: 'x'.repeat(5000) }).success).toBe(true);
  });

  it('keeps Unicode, HTML and script text exactly as typed (it is rendered as text)', () => {
    const message = '<script>alert("x")</script> Blåbær 🍓 – “sitat” \n<b>fet</b>\tog tab';
    expect(contactMessageSchema.parse({ ...contact, name: 'Åse <img src=x onerror=alert(1)>', message })).toMatchObject({
      name: 'Åse <img src=x onerror=alert(1)>',
      message,
    });
  });

  it('refuses control characters and lone surrogates; line breaks only in the message', () => {
    expect(errorsOf(contactMessageSchema, { ...contact, name: 'Kari\u0000' })).toEqual({ name: [M.badCharacters] });
    expect(errorsOf(contactMessageSchema, { ...contact, name: 'Kari\nNordmann' })).toEqual({ name: [M.badCharacters] });
    expect(errorsOf(contactMessageSchema, { ...contact, message: 'Hei der\u0007 alle sammen' })).toEqual({ message: [M.badCharacters] });
    expect(errorsOf(contactMessageSchema, { ...contact, message: 'Hei der \uD83D alle sammen' })).toEqual({ message: [M.badCharacters] });
    expect(contactMessageSchema.safeParse({ ...contact, message: 'Linje én\r\nlinje to\n' }).success).toBe(true);
  });
});

describe('dealer application schema', () => {
  it('accepts a valid application and drops repeated product choices', () => {
    const parsed = partnerInquirySchema.parse({ ...partner, productInterest: ['Trepleie', 'Trepleie', 'Lærpleie'] });
    expect(parsed.productInterest).toEqual(['Trepleie', 'Lærpleie']);
  });

  it('offers the documented industry and product options', () => {
    expect(INDUSTRIES).toHaveLength(8);
    expect(PRODUCT_INTERESTS).toContain('EDEN Hageprodukter');
    for (const industry of INDUSTRIES) expect(partnerInquirySchema.safeParse({ ...partner, industry }).success).toBe(true);
  });

  it.each([
    ['name', 'O', M.name],
    ['company', 'H', M.company],
    ['email', 'ola(at)hansen.no', M.email],
    ['phone', '1234567', M.phone],
    ['phone', '22 33 44 55 <b>', M.phoneChars],
    ['industry', '', M.industry],
    ['industry', 'Bilforhandler', M.industry],
    ['productInterest', [], M.productInterest],
    ['productInterest', ['Bilpleie'], M.productInterest],
    ['productInterest', 'Møbelpolish', M.productInterest],
    ['message', 'Kort', M.message],
    ['antiSpamAnswer', '22', M.antiSpam],
  ])('refuses %s = %j with the documented message', (field, value, message) => {
    expect(errorsOf(partnerInquirySchema, { ...partner, [field]: value })).toEqual({ [field]: [message] });
  });

  it('caps company and phone', () => {
    expect(errorsOf(partnerInquirySchema, { ...partner, company: 'x'.repeat(201) })).toEqual({ company: [M.companyMax] });
    expect(errorsOf(partnerInquirySchema, { ...partner, phone: '1'.repeat(41) })).toEqual({ phone: [M.phoneMax] });
  });
});

describe('topicFromSearch (/kontakt?emne=)', () => {
  it('preselects a known topic and falls back to the default for a missing or unknown one', () => {
    expect(topicFromSearch('?emne=tilgjengelighet')).toBe('tilgjengelighet');
    expect(topicFromSearch('?tab=kontakt&emne=tilgjengelighet')).toBe('tilgjengelighet');
    expect(topicFromSearch('')).toBe('generelt');
    expect(topicFromSearch('?emne=annet')).toBe('generelt');
    expect(topicFromSearch('?emne=TILGJENGELIGHET')).toBe('generelt');
    expect(CONTACT_TOPIC_LABELS.tilgjengelighet).toBe('Tilgjengelighet (universell utforming)');
  });
});

describe('prefillFromSearch (/kontakt?melding=)', () => {
  it('writes the message a link carries into the form, cleaned and capped, and the schema still accepts it', () => {
    const message = 'Hei! Jeg fant ikke noe produkt for dette: Messing og metall, inne: fornye og beskytte.';
    expect(prefillFromSearch(`?${new URLSearchParams({ melding: message })}`)).toBe(message);
    expect(contactMessageHref(message)).toBe(`/kontakt?${new URLSearchParams({ melding: message })}`);
    expect(prefillFromSearch('')).toBe('');
    expect(prefillFromSearch('?melding=')).toBe('');
    // Control characters and broken Unicode out, line breaks kept as LF, the rest NFC.
    expect(cleanPrefill('  a\u0000b\r\nc\u0007 \uD800')).toBe('ab\nc');
    expect(cleanPrefill('a\u030A')).toBe('å');
    expect(cleanPrefill(42)).toBe('');
    // At most PREFILL_MAX characters, never half a surrogate pair.
    expect(cleanPrefill('x'.repeat(PREFILL_MAX + 50))).toHaveLength(PREFILL_MAX);
    expect(cleanPrefill(`${'x'.repeat(PREFILL_MAX - 1)}😀`)).toBe('x'.repeat(PREFILL_MAX - 1));
    const parsed = contactMessageSchema.safeParse({ name: 'Ola Nordmann', email: 'ola@example.com', topic: 'generelt', message, antiSpamAnswer: '4' });
    expect(parsed.success).toBe(true);
  });
});
