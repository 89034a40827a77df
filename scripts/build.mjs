#!/usr/bin/env node
/**
 * `npm run build`: the Next.js production build, then the production server (src/http-server)
 * bundled to .next/http-server.mjs, which `npm start` runs.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

const nextBuild = spawnSync(process.execPath, [nextBin, 'build'], {
  cwd: root,
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  stdio: 'inherit',
});
if (nextBuild.status !== 0) process.exit(nextBuild.status ?? 1);

await build({
  entryPoints: [path.join(root, 'src', 'http-server', 'main.ts')],
  outfile: path.join(root, '.next', 'http-server.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Next and the other packages load from node_modules, as they do for `next start`.
  packages: 'external',
  logLevel: 'warning',
});
