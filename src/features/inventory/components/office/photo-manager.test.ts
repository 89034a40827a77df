import { describe, expect, it } from 'vitest';

import { photoRules, tooManyLine } from '../../photo-rules';
import { uploadResultQuery } from '../../server/photo-upload-request';
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

  it('reads back what a post of hundreds of files did, with the files past the limit counted in one line', () => {
    const name = (index: number) => `${'long-photo-name-'.repeat(5)}${index}.jpg`;
    const refused = [
      { name: name(0), reason: 'too-large' as const },
      ...Array.from({ length: 150 }, (_, index) => ({ name: name(index + 1), reason: 'too-many' as const })),
    ];
    const query = uploadResultQuery(photoRules.maxFiles - 1, refused, 1 + 150 + photoRules.maxFiles - 1);
    // Short enough for any server to send as a redirect's address.
    expect(query.toString().length).toBeLessThan(1000);
    const report = uploadReport(Object.fromEntries(query))!;
    expect(report.refused).toEqual([refused[0]]);
    expect(report.tooMany).toBe(150);
    expect(tooManyLine(report.tooMany)).toBe(
      `150 more photos were not uploaded: send at most ${photoRules.maxFiles} photos at a time.`,
    );
  });
});
