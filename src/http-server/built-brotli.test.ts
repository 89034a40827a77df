import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { builtBrotliReader } from '@/http-server/built-brotli';

const folder = mkdtempSync(path.join(os.tmpdir(), 'built-brotli-'));
const staticFolder = path.join(folder, 'static');
mkdirSync(path.join(staticFolder, 'chunks'), { recursive: true });
writeFileSync(path.join(staticFolder, 'chunks', 'app.js.br'), 'brotli bytes');
// Beside the static folder, never to be read through it.
writeFileSync(path.join(folder, 'secret.br'), 'not a built file');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('builtBrotliReader', () => {
  const read = builtBrotliReader(staticFolder);

  it("reads the brotli copy the build wrote beside a built file, by the file's address", () => {
    expect(read('/_next/static/chunks/app.js')?.toString()).toBe('brotli bytes');
  });

  it('gives nothing for a file the build left uncompressed, or an address outside the build', () => {
    expect(read('/_next/static/chunks/small.js')).toBeUndefined();
    expect(read('/inventory')).toBeUndefined();
  });

  it('never leaves the static folder, written plainly or encoded', () => {
    expect(read('/_next/static/../secret')).toBeUndefined();
    expect(read('/_next/static/%2e%2e/secret')).toBeUndefined();
    expect(read('/_next/static/chunks/%2E%2E/%2E%2E/secret')).toBeUndefined();
    expect(read('/_next/static/%E0%A4%A')).toBeUndefined();
  });
});
