import { describe, expect, it } from 'vitest';

import { uploadReport } from './photo-manager';

describe('uploadReport', () => {
  it('reads only refusals of our own list from the query, never names every object has', () => {
    const report = uploadReport({
      added: '2',
      refused: ['too-large:big.jpg', '__proto__:x', 'toString:y', 'constructor:z'],
    })!;
    expect(report.added).toBe(2);
    expect(report.refused).toEqual([{ reason: 'too-large', name: 'big.jpg' }]);
  });
});
