import { Migrator, type Kysely } from 'kysely';

import { schemaMigrations } from '../../src/server/db/migrations';
import { connectSeparately } from './separate-connection';
import { createScratchDatabase } from './temp-database';

const names = Object.keys(schemaMigrations).sort();

function migratorUpTo(db: Kysely<unknown>, count: number): Migrator {
  const migrations = Object.fromEntries(names.slice(0, count).map((name) => [name, schemaMigrations[name]!]));
  return new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
}

/**
 * A scratch database as an older release left it: every migration before `firstMissing` (a
 * migration's name, or how many to run), so a test can store what that release stored and then
 * upgrade it as a new release's start-up would.
 */
export async function databaseBefore(firstMissing: string | number) {
  const count = typeof firstMissing === 'number' ? firstMissing : names.indexOf(firstMissing);
  if (count < 0) throw new Error(`No migration named ${String(firstMissing)}`);
  const scratch = await createScratchDatabase();
  const db = connectSeparately(scratch.url);
  const { error: setUpError } = await migratorUpTo(db as Kysely<unknown>, count).migrateToLatest();
  if (setUpError) throw setUpError;
  return {
    db,
    /** Runs every migration since, and says what went wrong if one failed. */
    upgrade: async () => (await migratorUpTo(db as Kysely<unknown>, names.length).migrateToLatest()).error,
    close: async () => {
      await db.destroy();
      await scratch.cleanup();
    },
  };
}
