#!/usr/bin/env node
/**
 * `npm run build`: the Next.js production build, then the production server (src/http-server)
 * bundled to .next/http-server.mjs, which `npm start` runs, and its app process to
 * .next/http-server-app.mjs.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';

import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

const nextBuild = spawnSync(process.execPath, [nextBin, 'build'], {
  cwd: root,
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  stdio: 'inherit',
});
if (nextBuild.status !== 0) process.exit(nextBuild.status ?? 1);

// Next's scripts and styles in brotli at its smallest setting, once per build: compressed by the
// server on their first request instead, each script kept its first visitors waiting about 0.6 s
// (src/http-server/built-brotli.ts reads these).
const compressible = /\.(js|css|svg|json|txt)$/;
const staticFolder = path.join(root, '.next', 'static');
for (const entry of readdirSync(staticFolder, { recursive: true })) {
  const file = path.join(staticFolder, String(entry));
  if (!compressible.test(file) || !statSync(file).isFile()) continue;
  const content = readFileSync(file);
  if (content.length <= 1024) continue;
  const compressed = brotliCompressSync(content, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${file}.br`, compressed);
}

// Two bundles: the front's, which must never load Next or the database, and the app process's.
await build({
  entryPoints: {
    'http-server': path.join(root, 'src', 'http-server', 'main.ts'),
    'http-server-app': path.join(root, 'src', 'http-server', 'app-process.ts'),
  },
  outdir: path.join(root, '.next'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Next and the other packages load from node_modules, as they do for `next start`; but for the
  // icon data (src/components/ui/icon-sprite.ts), bundled from its ES modules with only the icons the sprite
  // names: loaded from node_modules it is every icon Lucide has (665 KB of code), in every process.
  mainFields: ['module', 'main'],
  plugins: [
    {
      name: 'packages-external-but-lucide',
      setup(bundler) {
        bundler.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path === 'lucide' || args.path.startsWith('@/')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});

// Which SITE_URL this build's pages carry: `npm start` builds again only for another one, so
// `npm run build` then `npm start` builds once.
writeFileSync(
  path.join(root, '.next', 'site-url.txt'),
  `${process.env.SITE_URL || 'http://localhost:3000'}\n`,
);
