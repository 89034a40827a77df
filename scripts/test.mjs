#!/usr/bin/env node
/**
 * `npm test`: every check, on both cores, stopping at the first failure.
 *
 * The tests run in a copy of the checkout whose dealer has another name and other phone numbers
 * (scripts/content-swap-copy.mjs): tests read names and numbers from src/content and the
 * database, so they must pass there too, which proves that no test or page repeats them.
 *
 * Side by side: the type check and lint of the checkout, the unit and integration tests (Vitest)
 * in the copy, and the copy's production build; then the end-to-end tests (Playwright with
 * Debian Chromium) in the copy against that build.
 *
 * Prints how long each step took.
 */
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { prepareContentSwapCopy } from './content-swap-copy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
// Whatever a developer's shell holds for one harness run must not leak into this one.
delete env.E2E_PORT;
delete env.E2E_DATABASE_FILE;
delete env.E2E_REUSE_BUILD;

const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
const timings = [];
const running = new Set();

/** Runs a command; `quietly` keeps its output until it ends, so several can run side by side. */
function run(label, command, args, { cwd = root, quietly = false, extraEnv = {} } = {}) {
  return new Promise((resolve) => {
    const since = Date.now();
    const child = spawn(command, args, {
      cwd,
      env: { ...env, ...extraEnv },
      stdio: quietly ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    running.add(child);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (quietly) process.stdout.write(`\n--- ${label} (${seconds(since)}) ---\n${output}`);
      timings.push(`${label}: ${seconds(since)}`);
      resolve({ label, ok: code === 0, code: code ?? (signal ? 1 : 0) });
    });
  });
}

function stop(failed, where) {
  for (const child of running) child.kill('SIGTERM');
  console.error(`\n${failed.label} failed${where ? ` (in ${where})` : ''}.`);
  console.error(timings.join('\n'));
  process.exit(failed.code || 1);
}

/** Resolves once every step has passed; stops everything at the first that fails. */
function allOf(steps, where) {
  return Promise.all(
    steps.map((step) =>
      step.then((result) => {
        if (!result.ok) stop(result, where);
        return result;
      }),
    ),
  );
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

// Debian's Chromium, PostgreSQL, xmllint and Java, installed first and one after the other: the
// steps below run side by side, and two package installs at once would fight over the package lock.
for (const script of [
  'ensure-chromium.mjs',
  'ensure-postgres.mjs',
  'ensure-xmllint.mjs',
  'ensure-java.mjs',
]) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', script)], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const copySince = Date.now();
const copy = prepareContentSwapCopy(root);
timings.push(`copy with another dealer name and phone: ${seconds(copySince)}`);
console.log(`The tests run in ${copy}: this checkout with another dealer name and phone.`);

// The end-to-end harness serves the build on this port; the build bakes the address in.
const port = String(await freePort());
const siteUrl = `http://127.0.0.1:${port}`;

console.log('\n=== type check, lint, unit and integration tests, and the test build, side by side ===');
const build = run('production build for the end-to-end tests', process.execPath, ['scripts/build.mjs'], {
  cwd: copy,
  quietly: true,
  // The type check beside it covers the build's own (next.config.ts).
  extraEnv: { SITE_URL: siteUrl, SKIP_BUILD_TYPECHECK: '1' },
}).then((result) => {
  // What scripts/start.mjs reads to know the build is for this address.
  if (result.ok) writeFileSync(path.join(copy, '.next', 'site-url.txt'), `${siteUrl}\n`);
  return result;
});
await allOf(
  [
    run('type check', 'npm', ['run', 'typecheck'], { quietly: true }),
    run('lint', 'npm', ['run', 'lint'], { quietly: true }),
    run('unit and integration tests', 'npm', ['run', 'test:unit'], { cwd: copy, quietly: true }),
    build,
  ],
  copy,
);

// Then the end-to-end tests, on both cores to themselves. Started beside the checks above as
// soon as the build was ready, they made the run longer, not shorter (two Chromiums, the server,
// Vitest and ESLint on two cores), and the scrypt-heavy sign-in tests slowed past their limits.
console.log('\n=== end-to-end tests ===');
await allOf(
  [
    run('end-to-end tests', 'npm', ['run', 'test:e2e'], {
      cwd: copy,
      extraEnv: { E2E_PORT: port, E2E_REUSE_BUILD: '1' },
    }),
  ],
  `${copy}; screenshots of failing end-to-end tests are in its test-results/`,
);

console.log(`\n${timings.join('\n')}\nAll checks passed in ${seconds(started)}.`);
