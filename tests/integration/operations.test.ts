import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { connectSeparately } from '../support/separate-connection';
import { createTemporaryDatabase } from '../support/temp-database';

const db = await createTemporaryDatabase();
const { database, closeDatabase } = await import('@/server/db/database');
const backups = mkdtempSync(path.join(os.tmpdir(), 'dealer-backups-'));

afterAll(async () => {
  await closeDatabase();
  await db.cleanup();
  rmSync(backups, { recursive: true, force: true });
});

function backup(databaseUrl = process.env.DATABASE_URL) {
  return spawnSync('npm', ['run', '--silent', 'db:backup', '--', backups], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
}

describe('npm run db:backup', () => {
  it(
    db.dialect === 'sqlite'
      ? "copies the live SQLite database, leads and stock included, to a dated file, both its owner's only"
      : 'prints the pg_dump command for PostgreSQL, without the password',
    async () => {
      const app = await database();
      await app
        .insertInto('leads')
        .values({
          id: '00000000-0000-4000-8000-000000000001',
          reference: 'BKP001',
          first_name: 'Backup',
          last_name: 'Check',
          email: 'backup@example.com',
          phone: '732-555-0100',
          interest: 'sales',
          message: 'Stored before the backup.',
          status: 'new',
          created_at: new Date().toISOString(),
        })
        .execute();
      if (db.dialect === 'postgres') {
        const withPassword = new URL(process.env.DATABASE_URL!);
        withPassword.password = 'hunter2secret';
        const result = backup(withPassword.toString());
        expect(result.status, result.stderr).toBe(0);
        expect(result.stdout).not.toContain('hunter2secret');
        expect(result.stdout).toMatch(/pg_dump --format=custom --file=site-\d{4}-\d\d-\d\dT[\d-]+Z\.dump /);
        expect(result.stdout).toContain(new URL(process.env.DATABASE_URL!).pathname);
        return;
      }
      const result = backup();
      expect(result.status, result.stderr).toBe(0);
      const [file] = readdirSync(backups);
      expect(file).toMatch(/^site-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.db$/);
      // Password hashes and two-factor secrets inside: readable by its owner only, whatever the
      // umask, the live file and its write-ahead log as much as the copy.
      const live = process.env.DATABASE_URL!.slice('file:'.length);
      expect(statSync(live).mode & 0o777).toBe(0o600);
      expect(statSync(`${live}-wal`).mode & 0o777).toBe(0o600);
      expect(statSync(path.join(backups, file!)).mode & 0o777).toBe(0o600);
      const ownFolder = path.join(backups, 'made-by-the-backup');
      expect(
        spawnSync('npm', ['run', '--silent', 'db:backup', '--', ownFolder], { encoding: 'utf8' }).status,
      ).toBe(0);
      expect(statSync(ownFolder).mode & 0o777).toBe(0o700);
      const copy = connectSeparately(`file:${path.join(backups, file!)}`);
      try {
        const lead = await copy.selectFrom('leads').select('reference').executeTakeFirst();
        expect(lead?.reference).toBe('BKP001');
        const counted = async (kysely: typeof copy) =>
          Number(
            (
              await kysely
                .selectFrom('vehicles')
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          );
        expect(await counted(copy)).toBe(await counted(app));
      } finally {
        await copy.destroy();
      }
    },
  );
});
