import { expect, type APIRequestContext } from '@playwright/test';

import type { VehicleApiRecord } from '../../src/features/inventory/vehicle-api';

/**
 * The inventory as the site's own API reports it: end-to-end tests read names, prices and figures
 * from here (the database), never from the seed file, so they hold whatever the stock holds.
 */
export async function stockFromApi(request: APIRequestContext): Promise<VehicleApiRecord[]> {
  const response = await request.get('/api/vehicles');
  expect(response.status()).toBe(200);
  return (await response.json()) as VehicleApiRecord[];
}

export function listedOnly(stock: readonly VehicleApiRecord[]): VehicleApiRecord[] {
  return stock.filter((vehicle) => vehicle.status === 'available' || vehicle.status === 'on-hold');
}

export function stockVehicle(stock: readonly VehicleApiRecord[], id: string): VehicleApiRecord {
  const vehicle = stock.find((candidate) => candidate.id === id);
  if (!vehicle) throw new Error(`No vehicle ${id} in stock`);
  return vehicle;
}

/** "$11,995", as the site prints prices. */
export const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;
