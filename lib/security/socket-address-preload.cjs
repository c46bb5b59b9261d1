'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, loaded by node --require */
// `node --require lib/security/socket-address-preload.cjs`: see socket-address.cjs.
require('./socket-address.cjs').install();
