import { messageUpdateSchema, replyHref, REPLY_SUBJECTS, statusFilter } from './schema';

describe('message handling schema', () => {
  it('takes a status, a note or both; an empty note is null (removed); nothing at all is refused', () => {
    expect(messageUpdateSchema.parse({ status: 'answered', note: '  Ringt  ' })).toEqual({ status: 'answered', note: 'Ringt' });
    expect(messageUpdateSchema.parse({ note: '   ' })).toEqual({ note: null });
    expect(messageUpdateSchema.parse({ note: null })).toEqual({ note: null });
    expect(messageUpdateSchema.safeParse({}).success).toBe(false);
    expect(messageUpdateSchema.safeParse({ status: 'Besvart' }).success).toBe(false);
    expect(messageUpdateSchema.safeParse({ note: 'x'.repeat(2001) }).success).toBe(false);
    expect(messageUpdateSchema.parse({ note: 'Linje 1\nLinje 2' })).toEqual({ note: 'Linje 1\nLinje 2' });
  });

  it("reads the tab's ?status= (anything else is every status)", () => {
    expect(statusFilter('in_progress')).toBe('in_progress');
    expect(statusFilter('besvart')).toBeUndefined();
    expect(statusFilter(undefined)).toBeUndefined();
  });

  it("'Svar' opens the sender's address with the subject encoded", () => {
    expect(replyHref('kari@example.no', REPLY_SUBJECTS.message('Nordisk Pleie AS'))).toBe(
      'mailto:kari@example.no?subject=Sv%3A%20Henvendelse%20til%20Nordisk%20Pleie%20AS',
    );
    expect(replyHref('per@example.no', REPLY_SUBJECTS.inquiry)).toBe('mailto:per@example.no?subject=Sv%3A%20Forhandlers%C3%B8knad');
  });
});
