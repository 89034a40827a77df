import { describe, expect, it } from 'vitest';

import { declaredLengthOver, readCapped } from '@/server/http/capped-body';

/** Chunks of the given sizes, counting how many were asked for; fails after them if told to. */
function source(sizes: number[], failAfter = false) {
  let pulled = 0;
  const chunks = (async function* () {
    for (const size of sizes) {
      // Each chunk arrives later, as a socket's do.
      await Promise.resolve();
      pulled++;
      yield new Uint8Array(size).fill(65 + pulled);
    }
    if (failAfter) throw new Error('the client left');
  })();
  return { chunks, pulled: () => pulled };
}

describe('readCapped', () => {
  it('reads a body of exactly the cap whole, in order', async () => {
    const body = await readCapped(source([3, 2]).chunks, 5);
    expect(body).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(body as Uint8Array).toString()).toBe('BBBCC');
  });

  it('refuses a byte past the cap, and reads nothing after the chunk that went past it', async () => {
    const read = source([4, 4, 4, 4]);
    expect(await readCapped(read.chunks, 5)).toBe('too-large');
    expect(read.pulled()).toBe(2);
  });

  it('says unreadable when the stream fails halfway, never a body cut short', async () => {
    expect(await readCapped(source([2], true).chunks, 100)).toBe('unreadable');
  });

  it('drops what it reads when told to, and still stops at the cap', async () => {
    expect(await readCapped(source([4, 4]).chunks, 10, { keep: false })).toEqual(new Uint8Array());
    expect(await readCapped(source([8, 8]).chunks, 10, { keep: false })).toBe('too-large');
  });
});

describe('declaredLengthOver', () => {
  it('is true only for a Content-Length that is a number past the cap', () => {
    expect(declaredLengthOver('11', 10)).toBe(true);
    expect(declaredLengthOver('10', 10)).toBe(false);
    expect(declaredLengthOver(undefined, 10)).toBe(false);
    expect(declaredLengthOver('lots', 10)).toBe(false);
  });
});
