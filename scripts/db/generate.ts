/**
 * `prisma generate` on machines without Prisma's native schema engine.
 *
 * The Prisma 7 CLI downloads its schema engine before any command, though generating the
 * client does not use it. Pointing PRISMA_SCHEMA_ENGINE_BINARY at any existing file skips the
 * download. Set only when unset, so a machine with the real engine keeps using it.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PRISMA_HIDE_UPDATE_MESSAGE: '1' };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;

const prismaCli = require.resolve('prisma/build/index.js', { paths: [root] });
const result = spawnSync(process.execPath, [prismaCli, 'generate'], { cwd: root, env, stdio: 'inherit' });
process.exit(result.status ?? 1);
