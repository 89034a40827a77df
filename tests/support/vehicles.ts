import { catalogue } from '@/content/catalogue';
import { toVehicle } from '@/features/inventory/server/vehicle-queries';
import type { Vehicle } from '@/features/inventory/vehicle';
import { catalogueRow } from '@/server/db/seed';

/** The first-start inventory as vehicles, exactly as the seed stores and the pages read them. */
export function catalogueVehicles(): Vehicle[] {
  const now = '2026-01-01T00:00:00.000Z';
  return catalogue.map((model) => toVehicle(catalogueRow(model, now)));
}

/** One seeded vehicle by id, changed by `overrides`. */
export function seededVehicle(id: string, overrides: Partial<Vehicle> = {}): Vehicle {
  const vehicle = catalogueVehicles().find((candidate) => candidate.id === id);
  if (!vehicle) throw new Error(`No seeded vehicle ${id}`);
  return { ...vehicle, ...overrides };
}
