import { readFileSync } from 'node:fs';

import type { NextConfig } from 'next';

import { maxImportPostBytes } from './src/features/inventory/import-file-rules';
import { shortHash } from './src/lib/short-hash';

/**
 * The icon sprite's fingerprint, for its address (/icons.svg?v=...): the sprite is drawn from
 * src/components/ui/icon-sprite.ts and the lucide package, so it changes only when one of them does.
 */
const iconsVersion = shortHash(
  readFileSync('src/components/ui/icon-sprite.ts', 'utf8') +
    readFileSync('node_modules/lucide/package.json', 'utf8'),
);

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  env: { ICONS_VERSION: iconsVersion },
  reactStrictMode: true,
  // No page uses next/image (photos are our own resized WebP files): its resizer at /_next/image
  // answers 404 instead of fetching whatever address it is given.
  images: { unoptimized: true },
  // `npm test` type-checks the whole project before it builds for the end-to-end tests, and says
  // so with SKIP_BUILD_TYPECHECK=1; every other build (npm start, npm run build) checks types.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  experimental: {
    // The inventory office's CSV import is a server action; photos go to their own route. A larger
    // post is answered by the proxy (src/proxy.ts), since Next's refusal ends on the error page.
    serverActions: { bodySizeLimit: maxImportPostBytes },
  },
  headers() {
    return Promise.resolve([
      { source: '/:path*', headers: securityHeaders },
      {
        // The staff area is never indexed and never stored by a browser or proxy cache. Its
        // addresses are the route table's `staff` entries (src/app/site-routes.ts
        // staffAreaSources), written out: modules that import with `@/` cannot be loaded here, as
        // Next compiles this file, and src/app/site-routes.test.ts holds the two together.
        source: '/admin/:path*',
        headers: [
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
          { key: 'Cache-Control', value: 'no-store, max-age=0' },
        ],
      },
      {
        source: '/admin',
        headers: [
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
          { key: 'Cache-Control', value: 'no-store, max-age=0' },
        ],
      },
    ]);
  },
};

export default nextConfig;
