import { describe, expect, it } from 'vitest';

import { groupChanges } from './change-summary';

const entry = (
  staff_email: string,
  changed_at: string,
  field: string,
  old_value: string | null,
  new_value: string | null,
) => ({
  staff_email,
  changed_at,
  field,
  old_value,
  new_value,
});

describe('groupChanges', () => {
  it('names who changed it by the name on their account, and says prices in dollars wherever changed', () => {
    const [group] = groupChanges([
      {
        ...entry('sam@dealer.test', '2026-11-25T15:42:00.000Z', 'Sale price (import)', '12000', null),
        staff_name: 'Sam Rivera',
      },
      {
        ...entry('sam@dealer.test', '2026-11-25T15:42:00.000Z', 'Stock number', '1200', '1201'),
        staff_name: 'Sam Rivera',
      },
    ]);
    expect(group).toEqual({
      by: 'Sam Rivera',
      at: '2026-11-25T15:42:00.000Z',
      changes: ['Sale price (import) $12,000 → (empty)', 'Stock number 1200 → 1201'],
    });
  });

  it('puts one save of one person in one line and keeps the order they happened in', () => {
    const groups = groupChanges([
      entry('sam@dealer.test', '2026-11-25T15:42:00.000Z', 'Status', 'Available', 'Sold'),
      entry('sam@dealer.test', '2026-11-25T15:42:00.000Z', 'Price', '9995', '9495'),
      entry('owner@dealer.test', '2026-11-25T15:50:00.000Z', 'Colour', null, 'Red'),
    ]);
    expect(groups).toEqual([
      {
        by: 'sam@dealer.test',
        at: '2026-11-25T15:42:00.000Z',
        changes: ['Status Available → Sold', 'Price $9,995 → $9,495'],
      },
      { by: 'owner@dealer.test', at: '2026-11-25T15:50:00.000Z', changes: ['Colour (empty) → Red'] },
    ]);
  });

  it('shortens a long text to one line a person can read in a notice', () => {
    const [group] = groupChanges([
      entry(
        'sam@dealer.test',
        '2026-11-25T15:42:00.000Z',
        'Description',
        'Short.',
        `${'Long line '.repeat(20)}\nsecond`,
      ),
    ]);
    const change = group!.changes[0]!;
    expect(change.startsWith('Description Short. → Long line Long line')).toBe(true);
    expect(change.endsWith('…')).toBe(true);
    expect(change).not.toContain('\n');
  });
});
