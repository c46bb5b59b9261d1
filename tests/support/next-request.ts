/**
 * What `next/headers` answers in the integration tests (tests/support/integration-setup.ts mocks it
 * with this): the cookies and headers of the request a test says is current, as Next.js gives a
 * route handler, a server action or next-auth. No request: no cookies, no headers.
 */

let current = new Headers();

/** The request next/headers answers for from now on: its headers, the cookies in its Cookie header. */
export function setNextRequest(request?: Request | HeadersInit): void {
  current = new Headers(request instanceof Request ? request.headers : request);
}

/** The cookies of the current request's Cookie header, decoded. */
function cookieList(): { name: string; value: string }[] {
  return (current.get('cookie') ?? '')
    .split(';')
    .filter((pair) => pair.includes('='))
    .map((pair) => {
      const [name, ...rest] = pair.trim().split('=');
      return { name, value: decodeURIComponent(rest.join('=')) };
    });
}

/** The mock module of next/headers. */
export const nextHeaders = {
  cookies: async () => ({
    getAll: () => cookieList(),
    get: (name: string) => cookieList().find((cookie) => cookie.name === name),
    has: (name: string) => cookieList().some((cookie) => cookie.name === name),
  }),
  headers: async () => new Headers(current),
};
