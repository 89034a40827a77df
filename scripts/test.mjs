#!/usr/bin/env node
/**
 * `npm test`: every check, in the order that fails fastest: types, lint, unit and integration
 * tests (Vitest), then the end-to-end tests (Playwright with Debian Chromium) against a fresh
 * production build. Stops at the first failure.
 */
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit and integration tests', ['run', 'test:unit']],
  ['end-to-end tests', ['run', 'test:e2e']],
  ['the same with another dealer name and phone', ['run', 'test:content-swap']],
];

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
for (const [label, args] of steps) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync('npm', args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n${label} failed.`);
    process.exit(result.status ?? 1);
  }
}
console.log('\nAll checks passed.');
