/**
 * What a retailer write carries, from the admin form's FormData (server actions) or from a request
 * to /api/retailers (multipart/form-data with the `logo` file, or JSON without one): the text
 * fields for the schema and the logo's bytes, with the size checked before the file is read.
 */
import 'server-only';
import { HttpError } from '../../http/errors';
import { readJsonBody } from '../../http/route';
import { LOGO_MESSAGES, MAX_LOGO_BYTES } from './schema';

export interface RetailerInput {
  fields: Record<string, unknown>;
  logo?: Uint8Array;
}

const TEXT_FIELDS = ['name', 'websiteUrl', 'removeLogo'] as const;

/** The FormData's text fields (absent ones left out) and its `logo` file (none when empty). */
export async function retailerForm(form: unknown): Promise<RetailerInput> {
  if (!(form instanceof FormData)) return { fields: {} };
  const fields: Record<string, unknown> = {};
  for (const name of TEXT_FIELDS) {
    const value = form.get(name);
    if (value !== null) fields[name] = value;
  }
  const file = form.get('logo');
  if (!(file instanceof Blob) || file.size === 0) return { fields };
  if (file.size > MAX_LOGO_BYTES) throw new HttpError(413, LOGO_MESSAGES.tooLarge, { logo: [LOGO_MESSAGES.tooLarge] });
  return { fields, logo: new Uint8Array(await file.arrayBuffer()) };
}

/** POST/PATCH /api/retailers: multipart (with an optional `logo`) or a JSON object (no logo). */
export async function retailerRequest(request: Request): Promise<RetailerInput> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data')) return { fields: await readJsonBody(request, 16 * 1024) };
  if (Number(request.headers.get('content-length')) > MAX_LOGO_BYTES + 64 * 1024) throw new HttpError(413, LOGO_MESSAGES.tooLarge);
  const form = await request.formData().catch(() => null);
  if (!form) throw new HttpError(415, LOGO_MESSAGES.notMultipart);
  return retailerForm(form);
}
