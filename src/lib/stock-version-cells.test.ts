import { Worker } from 'node:worker_threads';

import { describe, expect, it } from 'vitest';

import {
  distrustStockVersion,
  newStockVersionCells,
  nowMs,
  trustedStockVersion,
  trustStockVersion,
  type StockVersionCells,
} from '@/lib/stock-version-cells';

describe('the stock version both server threads see', () => {
  it('is unknown until read, known while trusted, and unknown once its time has passed', () => {
    const cells = newStockVersionCells();
    expect(trustedStockVersion(cells)).toBeUndefined();

    trustStockVersion(cells, 41, nowMs() + 60_000);
    expect(trustedStockVersion(cells)).toBe(41);

    trustStockVersion(cells, 42, nowMs() - 1);
    expect(trustedStockVersion(cells)).toBeUndefined();
  });

  it('is forgotten at once after a change, whatever time it had left', () => {
    const cells = newStockVersionCells();
    trustStockVersion(cells, 7, nowMs() + 60_000);
    distrustStockVersion(cells);
    expect(trustedStockVersion(cells)).toBeUndefined();
  });

  it('is the same memory in the thread the cells are handed to', async () => {
    const cells = newStockVersionCells();
    // The app thread gets its cells as the front hands them over: in workerData.
    const worker = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       parentPort.postMessage(workerData.cells);`,
      { eval: true, workerData: { cells } },
    );
    const theirs = await new Promise<StockVersionCells>((resolve) => worker.once('message', resolve));
    await worker.terminate();

    trustStockVersion(theirs, 12, nowMs() + 60_000);
    expect(trustedStockVersion(cells)).toBe(12);
    distrustStockVersion(theirs);
    expect(trustedStockVersion(cells)).toBeUndefined();
  });
});
