import 'server-only';

import {
  distrustStockVersion,
  nowMs,
  stockVersionCells,
  trustedStockVersion,
  trustStockVersion,
} from '@/lib/stock-version-cells';
import type { Db } from '@/server/db/database';
import { database } from '@/server/db/database';

/**
 * The stock version: a counter in the database that triggers raise on every change to a vehicle
 * or its photos, whoever makes it (the inventory office, an import, a hand-written SQL update).
 * Each process compares its cached pages and data against it, reading it at most once per
 * STOCK_POLL_MS, so a change made by any process shows everywhere within that time, and at once
 * in the process that made it (it forgets the version it knew). The version read lives in cells
 * the server's front thread reads too (src/lib/stock-version-cells.ts).
 */

interface ReadState {
  pending?: Promise<number>;
  /** Raised by forgetStockVersion, so a read that started before a change cannot be kept. */
  generation: number;
}

// Shared by every bundle Next loads into this thread (route handlers, pages, the proxy).
const shared = globalThis as typeof globalThis & { __stockVersionRead?: ReadState };

function state(): ReadState {
  shared.__stockVersionRead ??= { generation: 0 };
  return shared.__stockVersionRead;
}

function pollMs(): number {
  const configured = Number(process.env.STOCK_POLL_MS);
  return process.env.STOCK_POLL_MS && Number.isFinite(configured) && configured >= 0 ? configured : 1000;
}

export async function readStockVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('site_state')
    .select('value')
    .where('key', '=', 'stock_version')
    .executeTakeFirst();
  return Number(row?.value ?? 0);
}

/** The version of the stock as this process last saw it, if that was within the poll interval. */
export function knownStockVersion(): number | undefined {
  return trustedStockVersion(stockVersionCells());
}

/** The version of the stock as this process last saw it, re-read when older than the poll interval. */
export function currentStockVersion(): Promise<number> {
  const known = state();
  const version = knownStockVersion();
  if (version !== undefined) return Promise.resolve(version);
  if (known.pending) return known.pending;
  const generation = known.generation;
  // Worked out once per read, not on every question: the server asks on every request.
  const trustedUntil = nowMs() + pollMs();
  const pending = database()
    .then(readStockVersion)
    .then((version) => {
      if (state().generation === generation) trustStockVersion(stockVersionCells(), version, trustedUntil);
      return version;
    })
    .finally(() => {
      if (state().pending === pending) state().pending = undefined;
    });
  known.pending = pending;
  return pending;
}

/** After this process changed the stock: the next question reads the new version at once. */
export function forgetStockVersion(): void {
  const known = state();
  known.generation += 1;
  known.pending = undefined;
  distrustStockVersion(stockVersionCells());
}
