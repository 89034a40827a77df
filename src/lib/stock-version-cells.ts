/**
 * The stock version as a process last read it, kept where both of the server's threads see it:
 * the app thread (Next, which reads the database and forgets the version when it changes the
 * stock) writes it, and the front thread (src/http-server/serve.ts, which serves stored pages)
 * reads it on every request without asking anyone. Two numbers in shared memory: the version,
 * and until when it is trusted, in milliseconds since the epoch as each thread's own clock tells
 * it (`performance.timeOrigin` plus `performance.now()`, monotonic within a thread).
 *
 * The two cells are written one after the other, not together. A reader between the writes sees
 * the version just before it was read or forgotten, which is what it would have seen a moment
 * sooner; a forgotten version is forgotten by the time the request that changed the stock is
 * answered, because the app thread forgets before it answers.
 */
const versionCell = 0;
const trustedUntilCell = 1;
const key = Symbol.for('fairway.stockVersionCells');
const timeOrigin = performance.timeOrigin;

export type StockVersionCells = Float64Array;

/** New cells for a server's two threads: no version read yet. */
export function newStockVersionCells(): StockVersionCells {
  const cells = new Float64Array(new SharedArrayBuffer(2 * Float64Array.BYTES_PER_ELEMENT));
  cells[versionCell] = -1;
  cells[trustedUntilCell] = Number.NEGATIVE_INFINITY;
  return cells;
}

/** This thread's cells: those the front thread handed over (`adoptStockVersionCells`), or its own. */
export function stockVersionCells(): StockVersionCells {
  const holder = globalThis as unknown as Record<symbol, StockVersionCells | undefined>;
  return (holder[key] ??= newStockVersionCells());
}

/** In the app thread, before Next loads: the version it reads is the one the front thread sees. */
export function adoptStockVersionCells(cells: StockVersionCells): void {
  (globalThis as unknown as Record<symbol, StockVersionCells>)[key] = cells;
}

export function nowMs(): number {
  return timeOrigin + performance.now();
}

/** The version if it was read within its poll interval, else undefined. */
export function trustedStockVersion(cells: StockVersionCells): number | undefined {
  const version = cells[versionCell]!;
  return version >= 0 && nowMs() < cells[trustedUntilCell]! ? version : undefined;
}

export function trustStockVersion(cells: StockVersionCells, version: number, trustedUntil: number): void {
  cells[versionCell] = version;
  cells[trustedUntilCell] = trustedUntil;
}

export function distrustStockVersion(cells: StockVersionCells): void {
  cells[trustedUntilCell] = Number.NEGATIVE_INFINITY;
}
