import { describe, expect, it } from 'vitest';

import { parseCompareQuery } from '@/features/inventory/compare';
import { defaultFilters, parseFilters } from '@/features/inventory/inventory-filters';
import { pageParameters } from '@/http-server/page-parameters';

describe('pageParameters', () => {
  it('keeps every inventory filter and the page number, on /inventory with or without a slash', () => {
    const query = new URLSearchParams(
      'q=lifted&brand=evolution&category=forester&price=over-25000&seats=6&sort=name&sold=1&lsv=1',
    );
    // Every parameter parseFilters reads changes what it returns, and each is kept.
    for (const name of query.keys()) {
      const without = new URLSearchParams(query);
      without.delete(name);
      expect(parseFilters(without), name).not.toEqual(parseFilters(query));
      expect(pageParameters('/inventory'), name).toContain(name);
      expect(pageParameters('/inventory/'), name).toContain(name);
    }
    expect(Object.keys(defaultFilters).every((name) => query.has(name))).toBe(true);
    expect(pageParameters('/inventory')).toContain('page');
  });

  it('keeps what the comparison reads', () => {
    for (const name of ['ids', 'add', 'diff']) {
      const query = { ids: 'a', add: 'b', diff: '1' } as Record<string, string | undefined>;
      const without = { ...query, [name]: undefined };
      expect(parseCompareQuery(without), name).not.toEqual(parseCompareQuery(query));
      expect(pageParameters('/compare'), name).toContain(name);
    }
  });

  it('drops campaign tags and anything made up everywhere', () => {
    for (const path of ['/', '/evolution', '/inventory', '/bay-head/rentals', '/images/vehicles/a.svg']) {
      for (const tag of ['utm_source', 'utm_campaign', 'gclid', 'fbclid', 'msclkid', 'ref', 'x'])
        expect(pageParameters(path), `${tag} on ${path}`).not.toContain(tag);
    }
  });

  it('keeps the fingerprint only on pictures and the sprite, and Next’s cache buster only on its router’s requests', () => {
    expect(pageParameters('/images/vehicles/a.svg')).toContain('v');
    expect(pageParameters('/icons.svg')).toContain('v');
    for (const path of ['/', '/evolution', '/inventory']) {
      expect(pageParameters(path), path).not.toContain('v');
      expect(pageParameters(path), path).not.toContain('_rsc');
      expect(pageParameters(path, true), path).toContain('_rsc');
    }
  });
});
