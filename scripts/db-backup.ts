/**
 * `npm run db:backup [-- <folder>]`: a consistent copy of the database while the site runs.
 * SQLite: SQLite's online backup API into `<folder>/site-YYYY-MM-DDTHH-MM-SSZ.db` (default folder:
 * `backups/` next to the database file); writes go on during the copy. PostgreSQL: prints the
 * `pg_dump` command to run (the database server's own tool is the right one there).
 * Photos live in DATA_DIR (photos/, trade-in-photos/, rental-photos/): copy the whole folder alongside.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';

import SQLite from 'better-sqlite3';

import { env } from '@/env';

function stamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}

/** The URL without its password, for printing. */
function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '****';
  return parsed.toString();
}

async function main() {
  const { DATABASE_URL } = env();
  const now = new Date();
  if (DATABASE_URL.startsWith('postgres')) {
    const file = `site-${stamp(now)}.dump`;
    console.log(
      'This site runs on PostgreSQL. Back it up with pg_dump (custom format, restorable with pg_restore):\n',
    );
    // In a umask of its own, as the SQLite copy is made: the dump holds password hashes too.
    console.log(
      `  (umask 077 && PGPASSWORD=... pg_dump --format=custom --file=${file} '${redacted(DATABASE_URL)}')\n`,
    );
    return;
  }
  const source = path.resolve(DATABASE_URL.slice('file:'.length));
  const folder = path.resolve(process.argv[2] ?? path.join(path.dirname(source), 'backups'));
  const target = path.join(folder, `site-${stamp(now)}.db`);
  const database = new SQLite(source, { fileMustExist: true, readonly: true });
  // The copy holds password hashes and two-factor secrets: its owner's to read, nobody else's,
  // from the moment it is created.
  process.umask(0o077);
  try {
    mkdirSync(folder, { recursive: true });
    await database.backup(target);
  } finally {
    database.close();
  }
  console.log(`Backed up ${source} to ${target}`);
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
