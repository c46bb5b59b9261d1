import { actionBodyDecodable, hasMultipartBoundary, isDecodableReply } from './action-body';

const action = (body: BodyInit, type: string) =>
  new Request('http://127.0.0.1/admin', {
    method: 'POST',
    body,
    headers: { 'next-action': 'a'.repeat(42), 'content-type': type, 'content-length': String(typeof body === 'string' ? Buffer.byteLength(body) : 100) },
  });

describe('server-action reply bodies', () => {
  it('lets the shapes the forms send through', () => {
    expect(isDecodableReply('[5,{"name":"Olje","price":null,"links":[{"id":1}]}]')).toBe(true);
    expect(isDecodableReply('["$K1"]')).toBe(true);
    expect(isDecodableReply('["$$dollar","$undefined","$NaN","$-Infinity","$-0","$D2026-01-01T00:00:00.000Z"]')).toBe(true);
  });

  it('refuses what Next.js cannot decode (500 before)', () => {
    expect(isDecodableReply('["$K1", ')).toBe(false);
    expect(isDecodableReply(`[${'['.repeat(10_000)}${']'.repeat(10_000)}]`)).toBe(false);
    expect(isDecodableReply('["$n1e999"]')).toBe(false);
    expect(isDecodableReply('["$@7"]')).toBe(false);
    expect(isDecodableReply('[{"$K":1}]')).toBe(false);
    expect(isDecodableReply('["[[[[", "]]"]')).toBe(true); // brackets inside strings do not count
  });

  it('needs a boundary on multipart bodies', () => {
    expect(hasMultipartBoundary('multipart/form-data')).toBe(false);
    expect(hasMultipartBoundary('multipart/form-data; boundary=----x')).toBe(true);
  });

  it('checks only action posts, and leaves oversized bodies to the body limit', async () => {
    expect(await actionBodyDecodable(action('["$K1", ', 'text/plain;charset=UTF-8'), 1024)).toBe(false);
    expect(await actionBodyDecodable(action('[-1]', 'text/plain;charset=UTF-8'), 1024)).toBe(true);
    expect(await actionBodyDecodable(action('--x\r\n', 'multipart/form-data'), 1024)).toBe(false);
    expect(await actionBodyDecodable(action('["$K1", ', 'text/plain'), 4)).toBe(true);
    const plain = new Request('http://127.0.0.1/', { method: 'POST', body: '["$K1", ', headers: { 'content-type': 'text/plain' } });
    expect(await actionBodyDecodable(plain, 1024)).toBe(true);
    const form = new FormData();
    form.append('0', '["$K1"]');
    form.append('1_title', 'Olje');
    const good = new Request('http://127.0.0.1/admin', { method: 'POST', body: form, headers: { 'next-action': 'a'.repeat(42) } });
    const length = (await good.clone().arrayBuffer()).byteLength;
    const withLength = new Request(good, {
      headers: { 'next-action': 'a'.repeat(42), 'content-type': good.headers.get('content-type') ?? '', 'content-length': String(length) },
    });
    expect(await actionBodyDecodable(withLength, 1024 * 1024)).toBe(true);
  });
});
