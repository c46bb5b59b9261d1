/**
 * The pure rules of product documents: a PDF by its bytes, the revision's fields (a real date, not
 * in the future, a data sheet in Norwegian), the file names and keys, and the dealers' e-mail.
 */
import { sdsRevisionMail } from '../../mail/templates';
import { osloDay } from '../../content/schema';
import { sdsMailSendAt } from './notify';
import { isIsoDate, productDocumentSchema } from './schema';
import { isPdf, productDocumentFileName, productDocumentKey } from './service';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('isPdf', () => {
  it('wants %PDF- within the first 1024 bytes and %%EOF near the end', () => {
    expect(isPdf(bytes('%PDF-1.7\n...\n%%EOF\n'))).toBe(true);
    expect(isPdf(bytes(`${' '.repeat(1000)}%PDF-1.4\n%%EOF`))).toBe(true);
    expect(isPdf(bytes(`${' '.repeat(1020)}%PDF-1.4\n%%EOF`))).toBe(false);
    expect(isPdf(bytes(`%PDF-1.4\n%%EOF${' '.repeat(3000)}`))).toBe(false);
    expect(isPdf(bytes('<html>%%EOF</html>'))).toBe(false);
    expect(isPdf(new Uint8Array())).toBe(false);
  });
});

describe('the revision fields', () => {
  const valid = { productId: '7', kind: 'SDS', language: 'sv', revision: ' 2.1 ', revisionDate: '2026-01-31', changeNote: '  ' };

  it('reads a valid revision (the id from text, a blank note as null)', () => {
    expect(productDocumentSchema.parse(valid)).toEqual({
      productId: 7,
      kind: 'SDS',
      language: 'sv',
      revision: '2.1',
      revisionDate: '2026-01-31',
      changeNote: null,
    });
  });

  it('names the field at fault in Norwegian', () => {
    const errors = (input: Record<string, unknown>) =>
      productDocumentSchema.safeParse({ ...valid, ...input }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(errors({ revisionDate: '2026-02-30' })).toEqual([['revisionDate', 'Revisjonsdato må være en gyldig dato (ÅÅÅÅ-MM-DD)']]);
    expect(errors({ revisionDate: '2999-01-01' })).toEqual([['revisionDate', 'Revisjonsdatoen kan ikke være fram i tid']]);
    expect(errors({ kind: 'DATA_SHEET' })).toEqual([['language', 'Produktdatabladet lastes opp på norsk']]);
    expect(errors({ language: 'de' })).toEqual([['language', 'Velg norsk, svensk eller engelsk']]);
    expect(errors({ revision: '' })).toEqual([['revision', 'Revisjon må være 1–20 tegn']]);
    expect(errors({ productId: '' })).toEqual([['productId', 'Velg et produkt']]);
    expect(errors({ changeNote: 'x'.repeat(501) })).toEqual([['changeNote', 'Endringsnotatet kan være maks 500 tegn']]);
  });

  it('takes today in Oslo as the latest date', () => {
    expect(osloDay(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
    expect(isIsoDate(osloDay(new Date()))).toBe(true);
  });

  it('holds a new SDS e-mail until 07:00 Oslo time on the day after the Oslo day it was queued, across DST', () => {
    // Winter (CET, UTC+1): 07:00 is 06:00 UTC.
    expect(sdsMailSendAt(new Date('2026-01-15T10:00:00Z')).toISOString()).toBe('2026-01-16T06:00:00.000Z');
    // Late evening UTC that is already the next Oslo day.
    expect(sdsMailSendAt(new Date('2026-01-15T23:30:00Z')).toISOString()).toBe('2026-01-17T06:00:00.000Z');
    // Summer (CEST, UTC+2): 05:00 UTC.
    expect(sdsMailSendAt(new Date('2026-06-10T21:00:00Z')).toISOString()).toBe('2026-06-11T05:00:00.000Z');
    // The night before the spring change (Sunday 29 March 2026) and the autumn change (Sunday 25 October 2026).
    expect(sdsMailSendAt(new Date('2026-03-28T12:00:00Z')).toISOString()).toBe('2026-03-29T05:00:00.000Z');
    expect(sdsMailSendAt(new Date('2026-10-24T12:00:00Z')).toISOString()).toBe('2026-10-25T06:00:00.000Z');
    // Just after midnight Oslo time on 1 January: the morning after, not the same morning.
    expect(sdsMailSendAt(new Date('2025-12-31T23:05:00Z')).toISOString()).toBe('2026-01-02T06:00:00.000Z');
  });
});

describe('names and keys', () => {
  it('names the file by product, kind, language and revision, and keys it under documents/', () => {
    expect(productDocumentFileName('3010', 'SDS', 'no', '2.1')).toBe('3010-sikkerhetsdatablad-no-rev-2-1.pdf');
    expect(productDocumentFileName('E-710', 'DATA_SHEET', 'no', 'A')).toBe('e-710-produktdatablad-rev-a.pdf');
    expect(productDocumentKey('3010', 'SDS', 'en')).toMatch(/^documents\/3010\/sds-en-[0-9a-f]{10}\.pdf$/);
    // One key per upload, whatever the bytes: two uploads never share a file.
    expect(productDocumentKey('3010', 'SDS', 'en')).not.toBe(productDocumentKey('3010', 'SDS', 'en'));
  });
});

describe("the dealers' e-mail", () => {
  const site = { brandName: 'Nordisk Pleie', companyName: 'Nordisk Pleie AS', siteUrl: 'https://pleie.example' } as Parameters<typeof sdsRevisionMail>[1];
  const line = { productName: 'Teakolje <Natur>', articleNumber: '3010', languageLabel: 'Norsk', revision: '2', revisionDate: '2026-02-01' };

  it('names one revision in the subject, several by count; every line in both parts, escaped in HTML', () => {
    const one = sdsRevisionMail({ name: 'Kari', revisions: [line], url: 'https://pleie.example/dealer-portal/sikkerhetsdatablader' }, site);
    expect(one.subject).toBe('Nytt sikkerhetsdatablad: Teakolje <Natur>');
    expect(one.text).toContain('• Teakolje <Natur> (art.nr. 3010), norsk: revisjon 2, datert 01.02.2026');
    expect(one.text).toContain('https://pleie.example/dealer-portal/sikkerhetsdatablader');
    expect(one.text).toContain('REACH artikkel 31 nr. 9');
    expect(one.html).toContain('Teakolje &lt;Natur&gt;');
    const two = sdsRevisionMail({ name: 'Kari', revisions: [line, { ...line, languageLabel: 'Svensk', revision: '3' }], url: 'https://x' }, site);
    expect(two.subject).toBe('2 nye sikkerhetsdatablader fra Nordisk Pleie');
    expect(two.text).toContain('svensk: revisjon 3');
  });
});
