import { defaultErrorCode, ERROR_CODE_LIST, ERROR_CODES, isErrorCode } from './error-codes';

describe('error codes', () => {
  it('are snake_case, each with a 4xx/5xx status and a description', () => {
    for (const code of ERROR_CODE_LIST) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(ERROR_CODES[code].status).toBeGreaterThanOrEqual(400);
      expect(ERROR_CODES[code].description.length).toBeGreaterThan(10);
    }
  });

  it('give each status its own default, whose status is that status', () => {
    for (const status of [400, 401, 403, 404, 405, 408, 409, 411, 413, 415, 417, 429, 500, 502, 503]) {
      expect(ERROR_CODES[defaultErrorCode(status)].status).toBe(status);
    }
    expect(defaultErrorCode(504)).toBe('upstream_failed');
    expect(defaultErrorCode(400)).toBe('bad_request');
    expect(defaultErrorCode(503)).toBe('service_unavailable');
  });

  it('fall back to bad_request for another 4xx and internal_error for anything else', () => {
    expect(defaultErrorCode(418)).toBe('bad_request');
    expect(defaultErrorCode(431)).toBe('bad_request');
    expect(defaultErrorCode(501)).toBe('internal_error');
  });

  it('recognise only their own names', () => {
    expect(isErrorCode('not_found')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});
