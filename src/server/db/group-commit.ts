import 'server-only';

import type { Transaction } from 'kysely';

import type { Db } from '@/server/db/database';
import { isSqlite } from '@/server/db/dialect';
import type { Database } from '@/server/db/schema';

export type GroupedWrite<T> = (trx: Transaction<Database>) => Promise<T>;

interface QueuedWrite {
  write: GroupedWrite<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface WriteQueue {
  waiting: QueuedWrite[];
  draining: boolean;
}

/** Writes sharing one commit at most: a bound on how long the first of them waits for it. */
const maxWritesPerCommit = 64;

// One queue per connection for the whole process: Next may evaluate this module more than once
// (the route bundles, and instrumentation for the production server's direct enquiry path).
const shared = globalThis as typeof globalThis & { __groupCommitQueues?: WeakMap<Db, WriteQueue> };
const queues = (shared.__groupCommitQueues ??= new WeakMap<Db, WriteQueue>());

/**
 * Runs `write` in a transaction, and resolves once it is committed. On SQLite the writes that
 * arrive in the same turn of the event loop share one commit ("group commit"): every commit waits
 * for the disk to confirm it (about 0.3 ms on this machine's disk), and under a burst of enquiries
 * that wait, one per write, kept the others queuing. Durability is unchanged: no caller hears "stored"
 * before its data is on disk. Each write runs inside a savepoint of its own, so one that throws is
 * undone alone and the others in its group still commit. PostgreSQL commits concurrent
 * transactions side by side, so there it is a plain transaction.
 */
export function groupCommit<T>(db: Db, write: GroupedWrite<T>): Promise<T> {
  if (!isSqlite(db)) return db.transaction().execute(write);
  let queue = queues.get(db);
  if (!queue) {
    queue = { waiting: [], draining: false };
    queues.set(db, queue);
  }
  const settled = new Promise<T>((resolve, reject) => {
    queue.waiting.push({
      write,
      resolve: resolve as (value: unknown) => void,
      reject,
    });
  });
  // Starts on the next turn of the event loop, so the writes of every request that arrived in this
  // one join the group: better-sqlite3 blocks while it commits, so none can arrive during a commit.
  if (!queue.draining) {
    queue.draining = true;
    setImmediate(() => void drain(db, queue));
  }
  return settled;
}

async function drain(db: Db, queue: WriteQueue): Promise<void> {
  try {
    while (queue.waiting.length > 0) await commitGroup(db, queue.waiting.splice(0, maxWritesPerCommit));
  } finally {
    queue.draining = false;
  }
}

async function commitGroup(db: Db, group: QueuedWrite[]): Promise<void> {
  const outcomes: (() => void)[] = [];
  try {
    const trx = await db.startTransaction().execute();
    try {
      for (const { write, resolve, reject } of group) {
        const inSavepoint = await trx.savepoint('grouped_write').execute();
        try {
          const value = await write(inSavepoint);
          await inSavepoint.releaseSavepoint('grouped_write').execute();
          outcomes.push(() => resolve(value));
        } catch (error) {
          await inSavepoint.rollbackToSavepoint('grouped_write').execute();
          await inSavepoint.releaseSavepoint('grouped_write').execute();
          outcomes.push(() => reject(error));
        }
      }
      await trx.commit().execute();
    } catch (error) {
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
      throw error;
    }
  } catch (error) {
    // Nothing of the group was committed: every write in it fails, its caller answers "not saved".
    for (const { reject } of group) reject(error);
    return;
  }
  for (const settle of outcomes) settle();
}
