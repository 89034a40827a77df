import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { Client } from 'pg';

import { freePort } from './free-port';

/**
 * A throwaway PostgreSQL cluster for the tests: Debian's `postgresql` binaries (installed by
 * scripts/ensure-postgres.mjs), `initdb` into a temporary directory, a free loopback port, trust
 * authentication for the local user `postgres`, and everything removed on stop. PostgreSQL will
 * not run as root, so as root its commands run as the `postgres` system user.
 */
export interface PostgresCluster {
  /** Connection URL of the cluster's `postgres` database, as superuser. */
  url: string;
  port: number;
  /** Stops the server (the database becomes unreachable); `start` brings it back with its data. */
  stopServer(): void;
  startServer(): void;
  /** Stops the server and deletes the cluster. */
  destroy(): void;
}

function binDirectory(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error(
      'PostgreSQL is not installed: run `node scripts/ensure-postgres.mjs` (or apt-get install -y postgresql).',
    );
  }
  return path.join(root, versions[0], 'bin');
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = binDirectory();
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dealer-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (command: string, args: string[]) => {
    const [file, fullArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    const result = spawnSync(file, fullArgs, { cwd: dir, encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`);
    }
  };
  // A UTF-8 locale, as a deployed database has: lower() folds every letter (the staff search finds
  // "Élodie" typed "élodie"), while C.UTF-8 still sorts by code point, as the C locale does.
  run('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    // A test cluster need not survive a power cut: skip the flushes.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const startServer = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  const stopServer = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  startServer();
  let destroyed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    startServer,
    stopServer,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh, empty database in the cluster; returns its URL. */
export async function createPostgresDatabase(clusterUrl: string, name: string): Promise<string> {
  const client = new Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropPostgresDatabase(clusterUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    // A pool's `end()` resolves once its connections are told to close, not once they have: on a
    // busy machine a backend may not have read that yet. Forced, the drop would end it with an
    // error its client is still listening for, which Vitest reports as the run's failure.
    // So the drop waits for the connections to leave, and forces only one that lingers.
    for (let waitedMs = 0; waitedMs < 5000; waitedMs += 50) {
      const { rows } = await client.query<{ count: string }>(
        'select count(*) as count from pg_stat_activity where datname = $1',
        [name],
      );
      if (Number(rows[0]?.count) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}
