/**
 * A listed or held cart is one physical unit: no two of them share a stock number or a VIN. The
 * database enforces it too (migration 009); this names the other cart, which it cannot.
 */
import { isListed, vehicleStatusLabels, type VehicleStatus } from './vehicle';

export type IdentityField = 'stockNumber' | 'vin';

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
  if (!isListed(unit)) return undefined;
  for (const other of others) {
    if (other.id === unit.id || !isListed(other)) continue;
    for (const field of ['stockNumber', 'vin'] as const) {
      const value = unit[field];
      const theirs = other[field];
      if (value && theirs && identityKey(field, value) === identityKey(field, theirs))
        return { field, value, other: { id: other.id, name: other.name, status: other.status } };
    }
  }
  return undefined;
}

export function clashMessage(clash: IdentityClash): string {
  const status = vehicleStatusLabels[clash.other.status].toLowerCase();
  return (
    `${identityFieldLabels[clash.field]} ${clash.value} is already on “${clash.other.name}” (${status}). ` +
    'Each listed or held cart needs its own: correct this one, or mark that one sold or archived first.'
  );
}
