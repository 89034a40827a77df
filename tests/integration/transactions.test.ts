import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';

import { connectSeparately } from '../support/separate-connection';
import { createTemporaryDatabase } from '../support/temp-database';

const scratch = await createTemporaryDatabase();

const { closeDatabase, database } = await import('@/server/db/database');

const elsewhere = connectSeparately();

afterAll(async () => {
  await elsewhere.destroy();
  await closeDatabase();
  await scratch.cleanup();
});

/**
 * Another connection's write, made while the app's transaction is open. On SQLite it is a
 * connection that does not wait (it runs in this thread, and waiting would hold up the very
 * transaction it waits for): it is refused, or it lands, and either way the app's transaction
 * must not be what fails.
 */
async function writeFromElsewhere(key: string): Promise<'stored' | 'refused'> {
  if (scratch.dialect === 'postgres') {
    await elsewhere.insertInto('office_settings').values({ key, value: '1', updated_at: 'w' }).execute();
    return 'stored';
  }
  const impatient = new SQLite(scratch.url.slice('file:'.length));
  try {
    impatient.pragma('busy_timeout = 0');
    impatient.prepare("insert into office_settings (key, value, updated_at) values (?, '1', 'w')").run(key);
    return 'stored';
  } catch {
    return 'refused';
  } finally {
    impatient.close();
  }
}

describe(`a transaction that reads, then writes (${scratch.dialect})`, () => {
  it('commits even when another connection writes between its read and its write', async () => {
    const db = await database();
    await db.insertInto('office_settings').values({ key: 'seen', value: '1', updated_at: 'w' }).execute();

    // As a stock import does: read what is there, decide, then write.
    const between = await db.transaction().execute(async (trx) => {
      const seen = await trx
        .selectFrom('office_settings')
        .select('value')
        .where('key', '=', 'seen')
        .executeTakeFirst();
      const outcome = await writeFromElsewhere('between');
      await trx
        .updateTable('office_settings')
        .set({ value: String(Number(seen?.value ?? 0) + 1) })
        .where('key', '=', 'seen')
        .execute();
      return outcome;
    });

    const seen = await elsewhere
      .selectFrom('office_settings')
      .select('value')
      .where('key', '=', 'seen')
      .executeTakeFirst();
    expect(seen?.value).toBe('2');
    const landed = await elsewhere
      .selectFrom('office_settings')
      .select('key')
      .where('key', '=', 'between')
      .execute();
    expect(landed.length).toBe(between === 'stored' ? 1 : 0);
  });
});
