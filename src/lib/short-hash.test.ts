import { describe, expect, it } from 'vitest';

import { shortHash } from '@/lib/short-hash';

describe('shortHash', () => {
  it('is the same for the same text and differs when one character changes', () => {
    expect(shortHash('<svg fill="#047857"/>')).toBe(shortHash('<svg fill="#047857"/>'));
    expect(shortHash('<svg fill="#047857"/>')).not.toBe(shortHash('<svg fill="#047858"/>'));
  });

  it('is the published FNV-1a value', () => {
    // FNV-1a 32-bit of "a" is 0xe40c292c.
    expect(shortHash('a')).toBe((0xe40c292c).toString(36));
  });
});
