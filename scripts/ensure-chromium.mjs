#!/usr/bin/env node
/**
 * End-to-end tests drive Debian's Chromium. When it is missing, install it (as root) or say
 * exactly what to install; never download a browser build of our own.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is not installed at ${chromium}. Install Debian's package, then run the tests again:\n\n  sudo apt-get update && sudo apt-get install -y chromium\n`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the end-to-end tests ...');
  const run = (args) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (
    run(['update']).status !== 0 ||
    run(['install', '-y', '--no-install-recommends', 'chromium']).status !== 0
  ) {
    console.error('Could not install chromium with apt-get. Install it by hand: apt-get install -y chromium');
    process.exit(1);
  }
}
