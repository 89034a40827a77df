import 'server-only';

import { selectCompared, type Comparison } from '../compare';
import { isListed, type Vehicle } from '../vehicle';
import { stockSnapshot, vehicleAsAsked } from './vehicle-queries';

/**
 * The vehicles a comparison asks for, from the stock snapshot every page shares (no query per
 * id). Any vehicle with a public page can be compared, a sold one too; an archived one cannot.
 */
export async function loadComparison(ids: readonly string[]): Promise<Comparison<Vehicle>> {
  const snapshot = await stockSnapshot();
  return selectCompared(ids, (id) => {
    const vehicle = vehicleAsAsked(snapshot, id);
    return vehicle && vehicle.status !== 'archived' ? vehicle : undefined;
  });
}

/** What the add-a-vehicle form offers: carts that can be bought or reserved, not yet compared. */
export async function comparisonChoices(compared: readonly Pick<Vehicle, 'id'>[]): Promise<Vehicle[]> {
  const taken = new Set(compared.map((vehicle) => vehicle.id));
  const { all } = await stockSnapshot();
  return all.filter((vehicle) => isListed(vehicle) && !taken.has(vehicle.id));
}
