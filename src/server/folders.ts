import 'server-only';

import { existsSync, mkdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * `mkdir -p`, one level at a time. Node's own recursive mkdir never returns for a folder it cannot
 * make under some parents (under /proc it retries ENOENT forever): the server hung at start with
 * no message and ignored SIGTERM. Made a level at a time, the first refusal is an error naming
 * the folder.
 */
export function makeFolderSync(folder: string): void {
  for (const level of missingLevels(folder)) {
    try {
      mkdirSync(level);
    } catch (error) {
      if (!madeMeanwhile(error)) throw error;
    }
  }
}

/** The same, writing without blocking (photo uploads). */
export async function makeFolder(folder: string): Promise<void> {
  for (const level of missingLevels(folder))
    await mkdir(level).catch((error: unknown) => {
      if (!madeMeanwhile(error)) throw error;
    });
}

/** The folder and those of its parents that do not exist yet, outermost first. */
function missingLevels(folder: string): string[] {
  const levels: string[] = [];
  for (let current = path.resolve(folder); !existsSync(current); current = path.dirname(current)) {
    levels.unshift(current);
    if (path.dirname(current) === current) break;
  }
  return levels;
}

/** Another request made it between the look and the mkdir. */
const madeMeanwhile = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EEXIST';
