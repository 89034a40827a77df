import { describe, expect, it } from 'vitest';

import { navItemState } from '@/content/navigation';

describe('navItemState', () => {
  it('marks Home only on exactly "/"', () => {
    expect(navItemState('/', '/')).toBe('page');
    expect(navItemState('/', '/inventory')).toBeUndefined();
  });

  it('marks an item on its own page, and as the section below it', () => {
    expect(navItemState('/inventory', '/inventory')).toBe('page');
    expect(navItemState('/rentals', '/rentals/anything')).toBe('section');
    expect(navItemState('/about', '/about-us')).toBeUndefined();
  });

  it('puts vehicle and brand pages and the buyer tools under Inventory, town rentals under Rentals, towns under none', () => {
    expect(navItemState('/inventory', '/vehicles/denago-ev-city')).toBe('section');
    expect(navItemState('/inventory', '/denago')).toBe('section');
    expect(navItemState('/inventory', '/evolution')).toBe('section');
    for (const tool of ['/compare', '/financing', '/trade-in'])
      expect(navItemState('/inventory', tool), tool).toBe('section');
    expect(navItemState('/rentals', '/toms-river/rentals')).toBe('section');
    expect(navItemState('/contact', '/thank-you')).toBe('section');
    for (const href of ['/', '/inventory', '/rentals', '/services', '/showroom', '/about', '/contact'])
      expect(navItemState(href, '/toms-river'), href).toBeUndefined();
  });
});
