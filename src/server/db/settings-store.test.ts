import { describe, expect, it } from 'vitest';

import { storedWholeNumber } from './settings-store';

describe('a whole-number setting as stored', () => {
  it.each([
    { stored: '12', least: 1, read: 12 },
    { stored: '0', least: 0, read: 0 },
    { stored: '0', least: 1, read: 7 },
    { stored: '-3', least: 0, read: 7 },
    { stored: '2.5', least: 1, read: 7 },
    { stored: 'many', least: 1, read: 7 },
    { stored: undefined, least: 1, read: 7 },
  ])('reads $stored (at least $least) as $read', ({ stored, least, read }) => {
    const values = new Map(stored === undefined ? [] : [['key', stored]]);
    expect(storedWholeNumber(values, 'key', least, 7)).toBe(read);
  });
});
