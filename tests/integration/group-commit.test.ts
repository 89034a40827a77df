import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';

import { connectSeparately } from '../support/separate-connection';
import { createTemporaryDatabase } from '../support/temp-database';

const scratch = await createTemporaryDatabase();

const { closeDatabase, database } = await import('@/server/db/database');
const { groupCommit } = await import('@/server/db/group-commit');

const elsewhere = connectSeparately();

afterAll(async () => {
  await elsewhere.destroy();
  await closeDatabase();
  await scratch.cleanup();
});

/** A write of one row, as another connection (another process, a person at a SQL prompt) sees it. */
async function storedKeys(prefix: string): Promise<string[]> {
  const rows = await elsewhere
    .selectFrom('office_settings')
    .select('key')
    .where('key', 'like', `${prefix}%`)
    .orderBy('key')
    .execute();
  return rows.map((row) => row.key);
}

describe(`writes that arrive together (${scratch.dialect})`, () => {
  it('each resolve with their own result once committed, and every row is there', async () => {
    const db = await database();
    const keys = Array.from({ length: 20 }, (_, index) => `together:${String(index).padStart(2, '0')}`);
    const results = await Promise.all(
      keys.map((key) =>
        groupCommit(db, async (trx) => {
          await trx.insertInto('office_settings').values({ key, value: '1', updated_at: 'w' }).execute();
          return key;
        }),
      ),
    );
    expect(results).toEqual(keys);
    expect(await storedKeys('together:')).toEqual(keys);
  });

  it('undo a write that fails on its own: the writes beside it are still stored', async () => {
    const db = await database();
    const refusal = new Error('this enquiry is refused');
    const write = (key: string, fail = false) =>
      groupCommit(db, async (trx) => {
        await trx.insertInto('office_settings').values({ key, value: '1', updated_at: 'w' }).execute();
        if (fail) throw refusal;
        return key;
      });
    const outcomes = await Promise.allSettled([write('alone:a'), write('alone:b', true), write('alone:c')]);
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 'alone:a' },
      { status: 'rejected', reason: refusal },
      { status: 'fulfilled', value: 'alone:c' },
    ]);
    expect(await storedKeys('alone:')).toEqual(['alone:a', 'alone:c']);
  });

  it('undo a write whose statement the database refuses, and keep the others', async () => {
    const db = await database();
    await groupCommit(db, (trx) =>
      trx.insertInto('office_settings').values({ key: 'dup:taken', value: '1', updated_at: 'w' }).execute(),
    );
    const outcomes = await Promise.allSettled([
      groupCommit(db, (trx) =>
        trx.insertInto('office_settings').values({ key: 'dup:new', value: '1', updated_at: 'w' }).execute(),
      ),
      // The key is the primary key: a second row with it breaks a constraint.
      groupCommit(db, (trx) =>
        trx.insertInto('office_settings').values({ key: 'dup:taken', value: '9', updated_at: 'x' }).execute(),
      ),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected']);
    expect(await storedKeys('dup:')).toEqual(['dup:new', 'dup:taken']);
    const taken = await elsewhere
      .selectFrom('office_settings')
      .select(['updated_at', 'value'])
      .where('key', '=', 'dup:taken')
      .executeTakeFirstOrThrow();
    expect(taken).toEqual({ updated_at: 'w', value: '1' });
  });

  it('wait for the disk on every commit, after the server reopens the database as on the first start', async () => {
    // A power cut must not lose a lead the visitor was told is received: the second open is the
    // one that matters, as SQLite's WAL mode defaults to not waiting when it finds the file in it.
    await closeDatabase();
    const db = await database();
    if (scratch.dialect === 'sqlite') {
      const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
      expect(rows).toEqual([{ synchronous: 2 }]); // FULL
    } else {
      // PostgreSQL waits as its server is set to (this test cluster does not): the app's
      // connections must not ask for less than another client gets.
      const setting = sql<{ synchronous_commit: string }>`show synchronous_commit`;
      expect((await setting.execute(db)).rows).toEqual((await setting.execute(elsewhere)).rows);
    }
  });
});
