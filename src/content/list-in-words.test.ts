import { describe, expect, it } from 'vitest';

import { listInWords } from './list-in-words';

describe('listInWords', () => {
  it('says one item as itself and none as nothing', () => {
    expect(listInWords(['price'])).toBe('price');
    expect(listInWords([])).toBe('');
  });

  it('joins two with "and" and more with commas before the last "and", with no serial comma', () => {
    expect(listInWords(['price', 'status'])).toBe('price and status');
    expect(listInWords(['price', 'status', 'colour'])).toBe('price, status and colour');
  });
});
