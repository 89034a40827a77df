import { describe, expect, it } from 'vitest';

import { isActiveNavItem } from './navigation';

describe('isActiveNavItem', () => {
  it('marks Home only on exactly "/"', () => {
    expect(isActiveNavItem('/', '/')).toBe(true);
    expect(isActiveNavItem('/', '/inventory')).toBe(false);
  });

  it('marks other items by path prefix', () => {
    expect(isActiveNavItem('/inventory', '/inventory')).toBe(true);
    expect(isActiveNavItem('/rentals', '/rentals/anything')).toBe(true);
    expect(isActiveNavItem('/about', '/about-us')).toBe(false);
  });
});
