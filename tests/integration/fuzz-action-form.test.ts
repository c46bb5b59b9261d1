/**
 * The fuzz suite's server-action FormData cases reach the operation with their fields (issue 33):
 * the exact body the suite posts (e2e-fuzz/corpus.ts, encoded by e2e-fuzz/encode.ts) is decoded
 * by React's own reply decoder (react-server-dom's decodeReply, run under the react-server
 * condition as Next.js runs it) and handed to the real action, which must answer the operation's
 * own field error — not the generic 'no file' an empty form gets, as it did with `1_<field>` names.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ACTION_FORM_PREFIX, actionFormReply } from '@/e2e-fuzz/encode';
import { fileCases } from '@/e2e-fuzz/corpus';
import { DOCUMENT_MESSAGES } from '@/lib/admin/documents/limits';
import { cloneTemplateDatabase, setNextRequest, signedIn, type TestDatabase } from '../support/harness';

let db: TestDatabase;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fuzz-action-form-'));
  process.env.STORAGE_DIR = dir;
  db = await cloneTemplateDatabase('fuzz_action_form');
  process.env.DATABASE_URL = db.url;
  setNextRequest({ cookie: (await signedIn(db, 'admin', { email: 'admin@fuzz.no' })).cookie });
}, 120_000);

afterAll(async () => {
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
  await rm(dir, { recursive: true, force: true });
});

/** The decoder, as Next.js runs it: the multipart body parsed, then decodeReply; the arguments' form entries printed. */
const DECODE = `
const { decodeReply } = require('next/dist/compiled/react-server-dom-webpack/server.node.js');
const fs = require('node:fs');
(async () => {
  const [file, type] = process.argv.slice(1);
  const form = await new Response(fs.readFileSync(file), { headers: { 'content-type': type } }).formData();
  const args = await decodeReply(form, {});
  const entries = [];
  for (const [name, value] of args[0].entries()) {
    entries.push(typeof value === 'string' ? [name, value] : [name, { name: value.name, type: value.type, base64: Buffer.from(await value.arrayBuffer()).toString('base64') }]);
  }
  process.stdout.write(JSON.stringify(entries));
})();
`;

type Entry = [string, string | { name: string; type: string; base64: string }];

/** The fuzz case's body as the action's first argument, decoded by React. */
async function decodedArgument(prefix: string, label: string): Promise<FormData> {
  const fuzzCase = (await fileCases(prefix)).find((c) => c.label === label)!;
  const type = fuzzCase.headers!['content-type'];
  const file = path.join(dir, 'reply.bin');
  await writeFile(file, actionFormReply(type, fuzzCase.body as Buffer));
  const out = execFileSync(process.execPath, ['--conditions=react-server', '-e', DECODE, file, type], { cwd: path.join(__dirname, '..', '..') });
  const form = new FormData();
  for (const [name, value] of JSON.parse(out.toString()) as Entry[]) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([Buffer.from(value.base64, 'base64')], { type: value.type }), value.name);
  }
  return form;
}

const LABEL = 'multipart: truncated PNG, description with U+0000';

describe('fuzz: a server action FormData case', () => {
  it('reaches the operation with its fields: the document upload answers the description field error', async () => {
    const form = await decodedArgument(ACTION_FORM_PREFIX, LABEL);
    expect([...form.keys()].sort()).toEqual(['articleNumber', 'description', 'file', 'kind', 'title']);
    const { uploadDocumentAction } = await import('@/lib/admin/documents/actions');
    const answer = await uploadDocumentAction(form);
    expect(answer).toMatchObject({ ok: false, status: 400, fieldErrors: { description: [expect.any(String)] } });
  });

  it('with the old `1_<field>` names the form arrives empty: only the generic missing-file refusal', async () => {
    const form = await decodedArgument('1_', LABEL);
    expect([...form.keys()]).toEqual([]);
    const { uploadDocumentAction } = await import('@/lib/admin/documents/actions');
    expect(await uploadDocumentAction(form)).toMatchObject({ ok: false, status: 400, error: DOCUMENT_MESSAGES.missing });
  });
});
