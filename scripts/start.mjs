#!/usr/bin/env node
/**
 * `npm start`: serves the production build, building it first when there is none or when it was
 * built for another SITE_URL (canonical URLs are baked into statically generated pages).
 * Migrations and the catalogue seed run in src/instrumentation.ts before the server takes requests.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const buildId = path.join(root, '.next', 'BUILD_ID');
const builtFor = path.join(root, '.next', 'site-url.txt');

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const siteUrl = env.SITE_URL || 'http://localhost:3000';

const previous = existsSync(builtFor) ? readFileSync(builtFor, 'utf8').trim() : undefined;
if (!existsSync(buildId) || previous !== siteUrl || env.FORCE_BUILD === '1') {
  console.log(`Building the site for ${siteUrl} ...`);
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(builtFor, `${siteUrl}\n`);
}

const port = env.PORT || '3000';
const hostname = env.HOSTNAME_BIND || '0.0.0.0';
const server = spawn(process.execPath, [nextBin, 'start', '--port', port, '--hostname', hostname], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
