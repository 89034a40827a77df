import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { inject } from 'vitest';

import { createPostgresDatabase, dropPostgresDatabase } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by tests/support/postgres-global-setup.ts in the `postgres` project only. */
    postgresClusterUrl?: string;
  }
}

export interface TemporaryDatabase {
  dialect: 'sqlite' | 'postgres';
  url: string;
  /** Drops the database (after the app's connection is closed). */
  cleanup: () => Promise<void>;
}

/**
 * A fresh, empty database: a SQLite file, or, in the `postgres` Vitest project, a new database
 * in the throwaway PostgreSQL cluster.
 */
export async function createScratchDatabase(): Promise<TemporaryDatabase> {
  const clusterUrl = inject('postgresClusterUrl');
  if (clusterUrl) {
    const name = `test_${randomBytes(6).toString('hex')}`;
    return {
      dialect: 'postgres',
      url: await createPostgresDatabase(clusterUrl, name),
      cleanup: () => dropPostgresDatabase(clusterUrl, name),
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dealer-test-'));
  return {
    dialect: 'sqlite',
    url: `file:${path.join(dir, 'site.db')}`,
    cleanup: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
  };
}

/**
 * Points DATABASE_URL at a scratch database for this test file. Call before importing any server
 * module. Tests read and write through the app's own `database()`, so the same assertions hold
 * on SQLite and PostgreSQL.
 */
export async function createTemporaryDatabase(): Promise<TemporaryDatabase> {
  const scratch = await createScratchDatabase();
  process.env.DATABASE_URL = scratch.url;
  return scratch;
}
