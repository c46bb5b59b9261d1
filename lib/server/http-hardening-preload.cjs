'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, loaded by node --require */
// `node --require lib/server/http-hardening-preload.cjs`: see http-hardening.cjs.
require('./http-hardening.cjs').install();
