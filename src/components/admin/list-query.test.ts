import { describe, expect, it } from 'vitest';

import {
  listFilters,
  listQueryString,
  queryChoice,
  queryPage,
  queryText,
} from '@/components/admin/list-query';

describe('reading a list query', () => {
  it('takes the first value, trimmed, and treats blank as unset', () => {
    expect(queryText({ q: ['  cart ', 'other'] }, 'q')).toBe('cart');
    expect(queryText({ q: '   ' }, 'q')).toBeUndefined();
    expect(queryText({ q: 'x'.repeat(300) }, 'q')).toHaveLength(100);
  });

  it('drops a value that is not one of the choices', () => {
    const statuses = ['new', 'spam'] as const;
    expect(queryChoice({ status: 'spam' }, 'status', statuses)).toBe('spam');
    expect(queryChoice({ status: 'deleted' }, 'status', statuses)).toBeUndefined();
  });

  it('falls back to page 1 for anything but a positive whole number', () => {
    expect(queryPage({ page: '3' })).toBe(3);
    for (const page of [undefined, '0', '-2', 'two']) expect(queryPage({ page })).toBe(1);
  });
});

describe('writing a list query', () => {
  it('keeps the set filters in order and leaves out page 1', () => {
    expect(listQueryString({ status: 'new', q: 'golf cart', page: 1 }, ['status', 'interest', 'q'])).toBe(
      '?status=new&q=golf+cart',
    );
    expect(listQueryString({ page: 2 }, ['q'])).toBe('?page=2');
    expect(listQueryString({}, ['q'])).toBe('');
  });
});

describe('a list declared once', () => {
  const filters = listFilters({ status: ['new', 'won'], q: 'text' });

  it('reads each declared filter by its kind, and nothing else', () => {
    expect(filters.parse({ status: 'won', q: ' Yamaha ', owner: 'mine', page: '3' })).toEqual({
      status: 'won',
      q: 'Yamaha',
      page: 3,
    });
    expect(filters.parse({ status: 'lost' })).toEqual({ status: undefined, q: undefined, page: 1 });
  });

  it('writes back what it read, in the declared order', () => {
    const read = filters.parse({ q: 'lift kit', status: 'new', page: '2' });
    expect(filters.queryString(read)).toBe('?status=new&q=lift+kit&page=2');
  });
});
