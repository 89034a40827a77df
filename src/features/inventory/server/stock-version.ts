import 'server-only';

import type { Db } from '@/server/db/database';
import { database } from '@/server/db/database';

/**
 * The stock version: a counter in the database that triggers raise on every change to a vehicle
 * or its photos, whoever makes it (the inventory office, an import, a hand-written SQL update).
 * Each process compares its cached pages and data against it, reading it at most once per
 * STOCK_POLL_MS, so a change made by any process shows everywhere within that time, and at once
 * in the process that made it (it forgets the version it knew).
 */

interface KnownVersion {
  version: number;
  /**
   * Until when (performance.now()) the version read is trusted: the read's start plus the poll
   * interval, worked out once per read because the server asks on every request (Next wraps
   * Date.now in a check of its own, and reading process.env is a call into Node each time).
   * -Infinity: never read, or forgotten.
   */
  trustedUntil: number;
  pending?: Promise<number>;
  /** Raised by forgetStockVersion, so a read that started before a change cannot be kept. */
  generation: number;
}

// Shared by every bundle Next loads into this process (route handlers, pages, the proxy).
const shared = globalThis as typeof globalThis & { __stockVersion?: KnownVersion };

function state(): KnownVersion {
  shared.__stockVersion ??= { version: -1, trustedUntil: Number.NEGATIVE_INFINITY, generation: 0 };
  return shared.__stockVersion;
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
  const known = state();
  return known.version >= 0 && performance.now() < known.trustedUntil ? known.version : undefined;
}

/** The version of the stock as this process last saw it, re-read when older than the poll interval. */
export function currentStockVersion(): Promise<number> {
  const known = state();
  const version = knownStockVersion();
  if (version !== undefined) return Promise.resolve(version);
  if (known.pending) return known.pending;
  const generation = known.generation;
  const trustedUntil = performance.now() + pollMs();
  const pending = database()
    .then(readStockVersion)
    .then((version) => {
      const current = state();
      if (current.generation === generation) {
        current.version = version;
        current.trustedUntil = trustedUntil;
      }
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
  known.trustedUntil = Number.NEGATIVE_INFINITY;
  known.pending = undefined;
}

/** How much longer the version this process last read is trusted, in milliseconds (0: not at all). */
export function stockVersionTrustedForMs(): number {
  const known = state();
  return known.version >= 0 ? Math.max(0, known.trustedUntil - performance.now()) : 0;
}
