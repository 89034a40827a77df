import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { mergeVehicleEdit } from './vehicle-edit-merge';
import { vehicleFieldNames, type VehicleFormValues } from './vehicle-form';

/** Three versions of one record: as opened, as this person typed it, as it is stored now. */
const threeVersions = fc
  .array(
    fc.record({
      opened: fc.constantFrom('', 'a', 'b'),
      typed: fc.constantFrom('', 'a', 'b', 'c'),
      current: fc.constantFrom('', 'a', 'b', 'd'),
    }),
    { minLength: vehicleFieldNames.length, maxLength: vehicleFieldNames.length },
  )
  .map((fields) => {
    const pick = (key: 'opened' | 'typed' | 'current') =>
      Object.fromEntries(vehicleFieldNames.map((name, i) => [name, fields[i]![key]])) as VehicleFormValues;
    return { opened: pick('opened'), typed: pick('typed'), current: pick('current') };
  });

describe('merging an edit made from an older page', () => {
  it('keeps every field only they changed, takes every field only I changed, and names the ones we both changed', () => {
    fc.assert(
      fc.property(threeVersions, ({ opened, typed, current }) => {
        const merged = mergeVehicleEdit(opened, typed, current);
        for (const field of vehicleFieldNames) {
          const mine = typed[field] !== opened[field];
          const theirs = current[field] !== opened[field];
          expect(merged.values[field]).toBe(mine ? typed[field] : current[field]);
          expect(merged.keptTheirs.includes(field)).toBe(theirs && !mine);
          expect(merged.bothChanged.includes(field)).toBe(mine && theirs && typed[field] !== current[field]);
        }
      }),
    );
  });

  it('reads the line ends a browser posts (CRLF) as the ones a record stores', () => {
    const opened = { ...emptyRecord(), features: 'LED lights\nRear seat' };
    const typed = { ...opened, features: 'LED lights\r\nRear seat', price: '7495' };
    const current = { ...opened, status: 'sold' };
    expect(mergeVehicleEdit(opened, typed, current)).toEqual({
      values: { ...current, price: '7495' },
      keptTheirs: ['status'],
      bothChanged: [],
    });
  });
});

function emptyRecord(): VehicleFormValues {
  return Object.fromEntries(vehicleFieldNames.map((name) => [name, ''])) as VehicleFormValues;
}
