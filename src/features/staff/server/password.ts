import 'server-only';

import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** Thrown when too many hashes are already waiting: a sign-in flood is refused, not queued forever. */
export class HashingBusyError extends Error {}

// Hashes run on libuv's small thread pool, which file reads and compression share: at most two at
// a time here, so a flood of sign-in attempts cannot starve the pages of threads.
const maxConcurrentHashes = 2;
const maxWaitingHashes = 32;
let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= maxConcurrentHashes) {
    if (waiting.length >= maxWaitingHashes) throw new HashingBusyError('Too many sign-in attempts at once');
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

const scrypt = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  withHashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scryptCallback(password, salt, length, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );

// N=2^15, r=8, p=1: about 50 ms and 32 MiB per hash on this class of machine.
const params = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const keyLength = 64;
const scheme = 'scrypt';

/**
 * How every stored password hash begins. An account added from the staff page stores none until
 * its welcome link is used: nobody can sign in as it, so no lead goes to it by turn either.
 */
export const chosenPasswordPrefix = `${scheme}$`;

/** "scrypt$N$r$p$salt$hash", all that is needed to verify later (and to raise N one day). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, keyLength, params);
  return [scheme, params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [storedScheme, n, r, p, saltText, keyText] = stored.split('$');
  if (storedScheme !== scheme || !n || !r || !p || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(saltText, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: params.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
