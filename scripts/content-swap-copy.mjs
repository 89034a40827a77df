/**
 * A copy of this checkout whose dealer has another name and other phone numbers
 * (src/content/dealer.ts), for `npm test` to run the tests in. Tests read names and numbers from
 * src/content and the database, never repeat them, so everything must pass there: the README's
 * promise that a dealer can replace the sample content.
 *
 * The copy lives at one place per checkout under the system's temporary folder and is brought up
 * to date file by file, so its build cache survives from one run to the next. It holds the files
 * git tracks and the new ones it does not ignore, as they are in the working tree (uncommitted
 * changes included), and node_modules as hard links (the build refuses one that links outside the
 * project; hard links are real files and take no space).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  copyFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What is swapped in src/content/dealer.ts: each original must be there, or the list is stale. */
const swaps = [
  ['Fairway EV Carts', 'Harbor Light Golf Cars'],
  ['(908) 555-0142', '(609) 555-0123'],
  ['+19085550142', '+16095550123'],
  ['(888) 555-0199', '(877) 555-0166'],
  ['+18885550199', '+18775550166'],
  ['fairway-ev-carts.example', 'harbor-light.example'],
];

/** What the copy makes for itself and keeps between runs. */
const keptInCopy = new Set([
  'node_modules',
  '.node-modules-stamp',
  '.next',
  'test-results',
  'playwright-report',
  'data',
]);

const hashOf = (text) => createHash('sha256').update(text).digest('hex').slice(0, 12);

function sourceFiles(root) {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error('git ls-files failed: npm test runs from a git checkout.');
  // A file deleted in the working tree but not yet in git is gone for the tests too.
  return listed.stdout.split('\0').filter((file) => file && existsSync(path.join(root, file)));
}

/** Files under `dir` (relative paths), not descending into what the copy keeps for itself. */
function filesIn(dir, prefix = '') {
  const found = [];
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (!prefix && keptInCopy.has(entry.name)) continue;
    if (entry.isDirectory()) found.push(...filesIn(dir, relative));
    else found.push(relative);
  }
  return found;
}

function swappedDealer(text) {
  let swapped = text;
  for (const [from, to] of swaps) {
    if (!swapped.includes(from))
      throw new Error(
        `src/content/dealer.ts no longer holds "${from}": update the swap list in scripts/content-swap-copy.mjs.`,
      );
    swapped = swapped.split(from).join(to);
  }
  return swapped;
}

/** Brings the copy up to date and returns its folder. */
export function prepareContentSwapCopy(root) {
  const copy = path.join(os.tmpdir(), `dealer-content-swap-${hashOf(root)}`);
  mkdirSync(copy, { recursive: true });

  const files = sourceFiles(root);
  const wanted = new Set(files);
  for (const file of files) {
    const source = path.join(root, file);
    const target = path.join(copy, file);
    const content =
      file === 'src/content/dealer.ts'
        ? Buffer.from(swappedDealer(readFileSync(source, 'utf8')))
        : readFileSync(source);
    if (existsSync(target) && readFileSync(target).equals(content)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    if (file === 'src/content/dealer.ts') writeFileSync(target, content);
    else copyFileSync(source, target);
  }
  for (const file of filesIn(copy)) if (!wanted.has(file)) rmSync(path.join(copy, file));

  // node_modules is linked again whenever npm changed it.
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const stamp = path.join(copy, '.node-modules-stamp');
  const current = existsSync(installed) ? hashOf(readFileSync(installed)) : 'none';
  const linked = existsSync(stamp) ? readFileSync(stamp, 'utf8') : '';
  if (current !== linked || !existsSync(path.join(copy, 'node_modules'))) {
    rmSync(path.join(copy, 'node_modules'), { recursive: true, force: true });
    const link = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(copy, 'node_modules')]);
    if (link.status !== 0)
      spawnSync('cp', ['-a', path.join(root, 'node_modules'), path.join(copy, 'node_modules')]);
    writeFileSync(stamp, current);
  }
  if (!statSync(path.join(copy, 'node_modules')).isDirectory()) throw new Error('node_modules did not copy');
  return copy;
}
