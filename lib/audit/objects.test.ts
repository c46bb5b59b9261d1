import { objectLabel } from './objects';

jest.mock('server-only', () => ({}));

describe('objectLabel', () => {
  const names = new Map([[1, 'Ola Admin']]);

  it("names the account of a sign-in instead of 'Økt 1'", () => {
    expect(objectLabel({ entity: 'session', entityId: '1', actorEmail: 'admin@example.no' }, names)).toBe('Økt: Ola Admin');
  });

  it('falls back to the entry’s e-mail when the account is gone, and to the kind alone without an id', () => {
    expect(objectLabel({ entity: 'session', entityId: '7', actorEmail: 'borte@example.no' }, names)).toBe('Økt: borte@example.no');
    expect(objectLabel({ entity: 'session', entityId: null, actorEmail: 'feil@example.no' }, names)).toBe('Økt');
  });

  it('names administrators and dealer accounts, and keeps other objects’ ids', () => {
    expect(objectLabel({ entity: 'admin', entityId: '1', actorEmail: null }, names)).toBe('Administrator: Ola Admin');
    expect(objectLabel({ entity: 'dealer', entityId: '9', actorEmail: null }, names)).toBe('Forhandlerkonto 9');
    expect(objectLabel({ entity: 'product', entityId: '1010', actorEmail: null }, names)).toBe('Produkt 1010');
  });
});
