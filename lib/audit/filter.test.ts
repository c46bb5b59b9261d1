import { auditFilterFrom, osloDayStart } from './filter';

describe('audit filter', () => {
  it('reads days in Norway’s time zone: fra from the start of its day, til to the end of its day', () => {
    expect(osloDayStart('2026-01-15')?.toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(osloDayStart('2026-07-15')?.toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(osloDayStart('2026-03-29')?.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(osloDayStart('2026-03-29', 1)?.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(auditFilterFrom({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: new Date('2026-10-31T23:00:00.000Z'),
      to: new Date('2026-11-30T23:00:00.000Z'),
    });
  });

  it('counts a value that is not one as absent', () => {
    expect(auditFilterFrom({ user: ' \u0000 ', entity: 'users', from: '2026-02-30', to: '26-1-1' })).toEqual({});
    expect(auditFilterFrom({ user: 'Admin@\u0000Example.no', entity: 'product' })).toEqual({ user: 'Admin@ Example.no', entity: 'product' });
    expect(auditFilterFrom({ user: 'a'.repeat(1000) }).user).toHaveLength(254);
  });
});
