'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, loaded by node --require */
// `node --require lib/server/graceful-shutdown-preload.cjs`: see graceful-shutdown.cjs. Only with
// NEXT_MANUAL_SIG_HANDLE set (scripts/serve.ts sets it for `next start`): otherwise Next.js
// handles the signals itself and this stays out of the way (`next dev`).
if (process.env.NEXT_MANUAL_SIG_HANDLE) require('./graceful-shutdown.cjs').install();
