import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { maxVersion, versionField, versionParam, versionText } from './version-param';

describe('a version sent back by a page or an address', () => {
  it('is read up to the largest a record can reach, and beyond it as no version (the page is out of date)', () => {
    expect(versionParam(String(maxVersion))).toBe(maxVersion);
    expect(versionParam('0')).toBe(0);
    for (const bad of [String(maxVersion + 1), '99999999999', '1.5', 'abc', '', '-1', ' 3', undefined, 7])
      expect(versionParam(bad)).toBeUndefined();
  });

  it('refuses in a form what it cannot be, saying the page is out of date', () => {
    expect(z.safeParse(versionField, String(maxVersion)).data).toBe(maxVersion);
    expect(z.safeParse(versionText, '12').data).toBe('12');
    const refused = z.safeParse(versionText, String(maxVersion + 1));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('This page is out of date: reload it and try again.');
    expect(z.safeParse(versionText, 'abc').success).toBe(false);
  });
});
