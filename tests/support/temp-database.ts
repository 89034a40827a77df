import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Points DATABASE_URL at a fresh SQLite file for this test file. Call before importing any
 * server module; returns the file path and a cleanup for afterAll.
 */
export function createTemporaryDatabase(): { file: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dealer-test-'));
  const file = path.join(dir, 'site.db');
  process.env.DATABASE_URL = `file:${file}`;
  return { file, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
