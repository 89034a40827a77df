#!/usr/bin/env node
/**
 * `npm start`: serves the production build, building it first when there is none or when it was
 * built for another SITE_URL (canonical URLs are baked into the build). The server is
 * src/http-server/main.ts: the response cache in front, Next in a process behind it. Migrations and the catalogue seed run in
 * src/instrumentation.ts before it takes requests.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverBundle = path.join(root, '.next', 'http-server.mjs');
const appProcessBundle = path.join(root, '.next', 'http-server-app.mjs');
const buildId = path.join(root, '.next', 'BUILD_ID');
const builtFor = path.join(root, '.next', 'site-url.txt');

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', APP_ROOT: root };
const siteUrl = env.SITE_URL || 'http://localhost:3000';

const previous = existsSync(builtFor) ? readFileSync(builtFor, 'utf8').trim() : undefined;
if (
  !existsSync(buildId) ||
  !existsSync(serverBundle) ||
  !existsSync(appProcessBundle) ||
  previous !== siteUrl ||
  env.FORCE_BUILD === '1'
) {
  console.log(`Building the site for ${siteUrl} ...`);
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [serverBundle], { cwd: root, env, stdio: 'inherit' });
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    server.kill(signal);
  });
}
// A server that dies without being asked to stop is a failure, whatever killed it, so that a
// supervisor restarting on failure brings the site back.
server.on('exit', (code, signal) => process.exit(code ?? (signal && stopping ? 0 : 1)));
