import { databaseUrl, env } from './env';

describe('env', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('applies defaults and treats blank values as unset', () => {
    process.env.DATABASE_URL = '  ';
    delete process.env.STORAGE_DIR;
    delete process.env.DATABASE_POOL_MAX;
    expect(env()).toMatchObject({ DATABASE_URL: undefined, STORAGE_DIR: '.data/storage', DATABASE_POOL_MAX: 10 });
    expect(() => databaseUrl()).toThrow(/DATABASE_URL is not set/);
  });

  it('names the variable that is wrong', () => {
    process.env.DATABASE_POOL_MAX = 'mange';
    expect(() => env()).toThrow(/DATABASE_POOL_MAX/);
  });

  it('returns the configured database URL', () => {
    process.env.DATABASE_URL = 'postgresql://u@h:5432/d';
    expect(databaseUrl()).toBe('postgresql://u@h:5432/d');
  });
});
