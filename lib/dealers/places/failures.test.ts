import { logger } from '../../logger';
import { placesFailure, placesFailureResponse } from './failures';
import { PlacesUnavailableError, PlacesUpstreamError } from './google';

describe('placesFailureResponse', () => {
  it('maps the errors to 503, 502 and 504, and anything else to null', () => {
    expect(placesFailureResponse(new PlacesUnavailableError())).toEqual({
      status: 503,
      code: 'service_unavailable',
      error: 'Stedsoppslag er ikke konfigurert',
    });
    expect(placesFailureResponse(new PlacesUpstreamError('upstream', 'details', 'HTTP 500'))).toEqual({
      status: 502,
      code: 'upstream_failed',
      error: 'Kunne ikke hente data fra Google',
    });
    expect(placesFailureResponse(new PlacesUpstreamError('timeout', 'details', 'slow'))).toMatchObject({ status: 504, code: 'upstream_failed' });
    expect(placesFailureResponse(new Error('db'))).toBeNull();
  });
});

describe("placesFailure (the routes' onError)", () => {
  it('answers Places failures as no-store JSON, logs upstream ones with the context, and leaves anything else to the frame', async () => {
    const warn = jest.spyOn(logger, 'warn');
    try {
      const onError = placesFailure('Places details failed', { dealerId: 'd001' });
      const upstream = onError(new PlacesUpstreamError('upstream', 'details', 'status REQUEST_DENIED', { googleStatus: 'REQUEST_DENIED' }));
      expect(upstream?.status).toBe(502);
      expect(upstream?.headers.get('cache-control')).toBe('no-store');
      expect(await upstream?.json()).toEqual({ error: 'Kunne ikke hente data fra Google', code: 'upstream_failed' });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]).toEqual([
        {
          places: { kind: 'upstream', endpoint: 'details', httpStatus: undefined, googleStatus: 'REQUEST_DENIED' },
          dealerId: 'd001',
          detail: 'Places details: status REQUEST_DENIED',
        },
        'Places details failed',
      ]);
      expect(onError(new PlacesUnavailableError())?.status).toBe(503);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(onError(new Error('db'))).toBeUndefined();
    } finally {
      warn.mockRestore();
    }
  });
});
