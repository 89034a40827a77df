import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { makeFolder, makeFolderSync } from '@/server/folders';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'folders-'));
  made.push(dir);
  return dir;
}

describe('makeFolder', () => {
  it('makes every missing level, and leaves one that exists as it is', async () => {
    const dir = scratch();
    makeFolderSync(path.join(dir, 'a', 'b', 'c'));
    expect(existsSync(path.join(dir, 'a', 'b', 'c'))).toBe(true);
    makeFolderSync(path.join(dir, 'a', 'b', 'c'));
    await makeFolder(path.join(dir, 'x', 'y'));
    expect(existsSync(path.join(dir, 'x', 'y'))).toBe(true);
  });

  it('makes one folder asked for by many uploads at once', async () => {
    const dir = scratch();
    await Promise.all(Array.from({ length: 10 }, () => makeFolder(path.join(dir, 'photos', 'one'))));
    expect(existsSync(path.join(dir, 'photos', 'one'))).toBe(true);
  });

  it('refuses at once a folder that cannot be made, where Node’s recursive mkdir never returns', async () => {
    expect(() => makeFolderSync('/proc/no-such-folder/data')).toThrow(/ENOENT.*\/proc\/no-such-folder/);
    await expect(makeFolder('/proc/no-such-folder/data')).rejects.toThrow(/ENOENT/);
    const file = path.join(scratch(), 'plain-file');
    writeFileSync(file, 'not a folder');
    expect(() => makeFolderSync(path.join(file, 'inside', 'deeper'))).toThrow(/ENOTDIR/);
  });
});
