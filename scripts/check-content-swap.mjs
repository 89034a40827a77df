#!/usr/bin/env node
/**
 * Proves the README's promise that a dealer can replace the sample content: copies the repository
 * to a temporary folder, gives the dealer another name and other phone numbers in
 * src/content/dealer.ts, and runs the type check, the unit and integration tests and the
 * end-to-end specs that speak about the dealer (header, footer, contact, journeys) there.
 * Tests read names and numbers from src/content/ and the database, so they must all pass.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const copy = mkdtempSync(path.join(os.tmpdir(), 'dealer-content-swap-'));

const tracked = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
if (tracked.status !== 0) {
  console.error('git ls-files failed: run this from a git checkout.');
  process.exit(1);
}
for (const file of tracked.stdout.split('\0').filter(Boolean)) {
  cpSync(path.join(root, file), path.join(copy, file), { recursive: true });
}
// The build refuses a node_modules that links outside the project: hard links are real files
// (and instant, on one file system); a plain copy where they cannot be made.
const linked = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(copy, 'node_modules')]);
if (linked.status !== 0)
  cpSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), { recursive: true });

const dealerFile = path.join(copy, 'src', 'content', 'dealer.ts');
const original = readFileSync(dealerFile, 'utf8');
const swaps = [
  ['Fairway EV Carts', 'Harbor Light Golf Cars'],
  ['(908) 555-0142', '(609) 555-0123'],
  ['+19085550142', '+16095550123'],
  ['(888) 555-0199', '(877) 555-0166'],
  ['+18885550199', '+18775550166'],
  ['fairway-ev-carts.example', 'harbor-light.example'],
];
let swapped = original;
for (const [from, to] of swaps) {
  if (!swapped.includes(from)) {
    console.error(`src/content/dealer.ts no longer holds "${from}": update the swap list in this script.`);
    process.exit(1);
  }
  swapped = swapped.split(from).join(to);
}
writeFileSync(dealerFile, swapped);

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
delete env.E2E_PORT;
delete env.E2E_DATABASE_FILE;
const steps = [
  ['type check', ['npm', 'run', 'typecheck']],
  ['unit and integration tests', ['npx', 'vitest', 'run', '--project', 'sqlite']],
  [
    'end-to-end specs that name the dealer',
    [
      'npx',
      'playwright',
      'test',
      '--project=chromium',
      'tests/e2e/shell.spec.ts',
      'tests/e2e/contact.spec.ts',
      'tests/e2e/journeys.spec.ts',
    ],
  ],
];
let failed;
for (const [label, [command, ...args]] of steps) {
  console.log(`\n--- content swap: ${label} ---`);
  const result = spawnSync(command, args, { cwd: copy, env, stdio: 'inherit' });
  if (result.status !== 0) {
    failed = label;
    break;
  }
}
rmSync(copy, { recursive: true, force: true });
if (failed) {
  console.error(`\nWith another dealer name and phone in src/content/dealer.ts, the ${failed} failed.`);
  process.exit(1);
}
console.log('\nAnother dealer name and phone: every check passed.');
