#!/usr/bin/env node
/**
 * The integration tests also run against a real PostgreSQL: Debian's server binaries, started as
 * a throwaway cluster by tests/support/postgres-cluster.ts. When they are missing, install them
 * (as root) or say exactly what to install.
 */
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const root = '/usr/lib/postgresql';
const installed = () =>
  Boolean(process.env.PG_BIN) ||
  (existsSync(root) && readdirSync(root).some((version) => existsSync(`${root}/${version}/bin/initdb`)));

if (!installed()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      "PostgreSQL is not installed. Install Debian's package, then run the tests again:\n\n  sudo apt-get update && sudo apt-get install -y postgresql\n",
    );
    process.exit(1);
  }
  console.log('Installing Debian postgresql for the integration tests ...');
  const run = (args) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (
    run(['update']).status !== 0 ||
    run(['install', '-y', '--no-install-recommends', 'postgresql']).status !== 0 ||
    !installed()
  ) {
    console.error(
      'Could not install postgresql with apt-get. Install it by hand: apt-get install -y postgresql',
    );
    process.exit(1);
  }
}
