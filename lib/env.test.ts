import { databaseUrl, env, parseEnv, siteUrlProblem } from './env';

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

  it('defaults to local storage and needs the S3 settings only for STORAGE_DRIVER=s3', () => {
    for (const name of Object.keys(process.env).filter((n) => n === 'STORAGE_DRIVER' || n.startsWith('S3_'))) {
      delete process.env[name];
    }
    expect(env()).toMatchObject({ STORAGE_DRIVER: 'local', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });

    process.env.STORAGE_DRIVER = 's3';
    process.env.S3_BUCKET = 'pleie-media';
    process.env.S3_ACCESS_KEY_ID = '  ';
    const error = (() => {
      try {
        env();
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(error).toMatch(/S3_ENDPOINT: is required when STORAGE_DRIVER=s3/);
    expect(error).toMatch(/S3_ACCESS_KEY_ID: is required/);
    expect(error).toMatch(/S3_SECRET_ACCESS_KEY: is required/);
    expect(error).not.toMatch(/S3_BUCKET/);

    Object.assign(process.env, {
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'nokkel',
      S3_SECRET_ACCESS_KEY: 'hemmelig',
      S3_FORCE_PATH_STYLE: 'false',
      S3_REGION: 'eu-north-1',
    });
    expect(env()).toMatchObject({ STORAGE_DRIVER: 's3', S3_FORCE_PATH_STYLE: false, S3_REGION: 'eu-north-1' });

    process.env.S3_ENDPOINT = 'minio:9000';
    expect(() => env()).toThrow(/S3_ENDPOINT: must be an http\(s\) URL/);
    process.env.S3_ENDPOINT = 'http://127.0.0.1:9000';
    process.env.S3_FORCE_PATH_STYLE = 'kanskje';
    expect(() => env()).toThrow(/S3_FORCE_PATH_STYLE/);
    process.env.STORAGE_DRIVER = 'ftp';
    expect(() => env()).toThrow(/STORAGE_DRIVER/);
  });

  it('returns the configured database URL', () => {
    process.env.DATABASE_URL = 'postgresql://u@h:5432/d';
    expect(databaseUrl()).toBe('postgresql://u@h:5432/d');
  });

  describe('SITE_URL with a real database', () => {
    const real = { embeddedDatabase: false };
    const problem = (vars: Record<string, string>, options = real) => siteUrlProblem(parseEnv({ DATABASE_URL: 'postgresql://u@h/d', ...vars }), options);

    it('refuses without SITE_URL, naming it and the opt-out', () => {
      const message = problem({});
      expect(message).toMatch(/SITE_URL is not set/);
      expect(message).toMatch(/ALLOW_LOCALHOST_SITE_URL=true/);
      expect(problem({ SITE_URL: '   ' })).toMatch(/SITE_URL is not set/);
      expect(problem({ ALLOW_LOCALHOST_SITE_URL: 'false' })).toMatch(/SITE_URL is not set/);
    });

    it('names the address the links would get: localhost on the port served', () => {
      expect(problem({}, { ...real, port: '3433' } as typeof real)).toMatch(/http:\/\/localhost:3433\./);
    });

    it('accepts SITE_URL, the opt-out, or the embedded demo database', () => {
      expect(problem({ SITE_URL: 'https://www.nordiskpleie.no' })).toBeNull();
      expect(problem({ ALLOW_LOCALHOST_SITE_URL: 'true' })).toBeNull();
      expect(problem({}, { embeddedDatabase: true })).toBeNull();
    });

    it('rejects a SITE_URL that is not an http(s) address', () => {
      expect(() => parseEnv({ SITE_URL: 'www.nordiskpleie.no' })).toThrow(/SITE_URL: must be an http\(s\) URL/);
      expect(() => parseEnv({ ALLOW_LOCALHOST_SITE_URL: 'kanskje' })).toThrow(/ALLOW_LOCALHOST_SITE_URL/);
    });
  });
});
