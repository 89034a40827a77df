/** What /inventory sends the browser for each cart: what a card and the filters need, no more. */
import type { Vehicle } from './vehicle';

/** What a vehicle card shows. */
export type VehicleCardData = Pick<
  Vehicle,
  | 'id'
  | 'name'
  | 'brand'
  | 'category'
  | 'price'
  | 'salePrice'
  | 'photos'
  | 'condition'
  | 'year'
  | 'status'
  | 'seats'
  | 'rangeMiles'
  | 'topSpeedMph'
>;

export type InventoryVehicle = VehicleCardData & { description: string };

const inventoryFields = [
  'id',
  'name',
  'brand',
  'category',
  'price',
  'salePrice',
  'photos',
  'condition',
  'year',
  'status',
  'seats',
  'rangeMiles',
  'topSpeedMph',
  'description',
] as const satisfies readonly (keyof InventoryVehicle)[];

/** Slims a vehicle (or an API record) to those fields. */
export function toInventoryVehicle(vehicle: InventoryVehicle): InventoryVehicle {
  return Object.fromEntries(inventoryFields.map((field) => [field, vehicle[field]])) as InventoryVehicle;
}
