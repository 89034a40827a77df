import { describe, expect, it } from 'vitest';

import { safeReturnPath, signInPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a staff page with its query', () => {
    expect(safeReturnPath('/admin/leads/3f1c?from=mail')).toBe('/admin/leads/3f1c?from=mail');
    expect(safeReturnPath('/admin')).toBe('/admin');
  });

  it('refuses anything that could leave the site or the staff area', () => {
    for (const value of [
      '//evil.example/admin',
      '/\\evil.example/admin',
      'https://evil.example/admin',
      '/administrator',
      '/admin/../inventory',
      '/admin/sign-in?next=/admin',
      '/admin\n/leads',
      '',
      undefined,
      42,
    ])
      expect(safeReturnPath(value)).toBeUndefined();
  });
});

describe('signInPath', () => {
  it('names the page to return to, unless it is the inbox or unsafe', () => {
    expect(signInPath('/admin/leads/3f1c')).toBe('/admin/sign-in?next=%2Fadmin%2Fleads%2F3f1c');
    expect(signInPath('/admin')).toBe('/admin/sign-in');
    expect(signInPath('//evil.example/admin')).toBe('/admin/sign-in');
    expect(signInPath(null)).toBe('/admin/sign-in');
  });
});
