import { availableParallelism } from 'node:os';

/**
 * How many server processes WEB_CONCURRENCY asks for: a whole number, or "auto" for one per
 * core. Unset (or anything else) is one process.
 */
export function serverProcessCount(setting: string | undefined, cores = availableParallelism()): number {
  if (setting === 'auto') return Math.max(1, cores);
  const count = Number(setting);
  return Number.isInteger(count) && count >= 1 ? Math.min(count, 64) : 1;
}
