/**
 * A listed or held cart is one physical unit: no two of them share a stock number or a VIN. The
 * database enforces it too (migration 009); this names the other cart, which it cannot.
 */
import { isListed, vehicleStatusLabels, type VehicleStatus } from './vehicle';

export type IdentityField = 'stockNumber' | 'vin';
const identityFields = ['stockNumber', 'vin'] as const satisfies readonly IdentityField[];

export interface UnitIdentity {
  id: string;
  name: string;
  status: VehicleStatus;
  stockNumber: string | null;
  vin: string | null;
}

export interface IdentityClash {
  field: IdentityField;
  value: string;
  /** The cart that has it already. */
  other: Pick<UnitIdentity, 'id' | 'name' | 'status'>;
}

export const identityFieldLabels: Record<IdentityField, string> = { stockNumber: 'Stock number', vin: 'VIN' };

/** Stock numbers compare as staff read them: "u-2231" is "U-2231". */
export const identityKey = (field: IdentityField, value: string) =>
  field === 'stockNumber' ? value.trim().toLowerCase() : value.trim().toUpperCase();

/** The first listed cart among `others` that shares the unit's stock number or VIN. */
export function findClash(unit: UnitIdentity, others: Iterable<UnitIdentity>): IdentityClash | undefined {
  return clashFinder(others)(unit);
}

/**
 * findClash for many units against the same others: the listed ones indexed once by stock number
 * and VIN, so an import of 10,000 rows makes 10,000 look-ups, not 10,000 passes over the stock and
 * the file (which took half a minute and held the database meanwhile). Each answer is findClash's:
 * the first in `others`' order that shares either number.
 */
export function clashFinder(
  others: Iterable<UnitIdentity>,
): (unit: UnitIdentity) => IdentityClash | undefined {
  const listed = [...others].filter(isListed);
  const positions = new Map<string, number[]>();
  const indexKey = (field: IdentityField, value: string) => `${field} ${identityKey(field, value)}`;
  listed.forEach((other, position) => {
    for (const field of identityFields) {
      const value = other[field];
      if (!value) continue;
      const key = indexKey(field, value);
      const list = positions.get(key);
      if (list) list.push(position);
      else positions.set(key, [position]);
    }
  });
  return (unit) => {
    if (!isListed(unit)) return undefined;
    let first: { position: number; field: IdentityField } | undefined;
    for (const field of identityFields) {
      const value = unit[field];
      if (!value) continue;
      const position = positions.get(indexKey(field, value))?.find((at) => listed[at]!.id !== unit.id);
      // The earlier cart wins; on the same cart, the stock number (checked first) does.
      if (position !== undefined && (!first || position < first.position)) first = { position, field };
    }
    if (!first) return undefined;
    const other = listed[first.position]!;
    return {
      field: first.field,
      value: unit[first.field]!,
      other: { id: other.id, name: other.name, status: other.status },
    };
  };
}

export function clashMessage(clash: IdentityClash): string {
  const status = vehicleStatusLabels[clash.other.status].toLowerCase();
  return (
    `${identityFieldLabels[clash.field]} ${clash.value} is already on “${clash.other.name}” (${status}). ` +
    'Each listed or held cart needs its own: correct this one, or mark that one sold or archived first.'
  );
}
