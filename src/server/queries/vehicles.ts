import 'server-only';

import { cache } from 'react';

import { database } from '@/server/db/database';
import type { VehiclesTable } from '@/server/db/schema';
import type { Vehicle, VehicleCondition, VehicleSpecifications } from '@/lib/vehicle';

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

const conditions: readonly VehicleCondition[] = ['new', 'used', 'custom'];

function toVehicle(row: VehiclesTable): Vehicle {
  const images = parseJson<unknown>(row.images, []);
  const features = parseJson<unknown>(row.features, []);
  const specifications = parseJson<unknown>(row.specifications, {});
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    brand: row.brand,
    category: row.category,
    price: Number(row.price),
    images: Array.isArray(images) ? images.filter((item): item is string => typeof item === 'string') : [],
    inStock: Boolean(row.in_stock),
    isNew: Boolean(row.is_new),
    features: Array.isArray(features)
      ? features.filter((item): item is string => typeof item === 'string')
      : [],
    specifications:
      specifications && typeof specifications === 'object' && !Array.isArray(specifications)
        ? (specifications as VehicleSpecifications)
        : {},
    condition: conditions.includes(row.condition) ? row.condition : 'new',
    year: row.year === null ? null : Number(row.year),
    model: row.model,
    featured: Boolean(row.featured),
  };
}

/** Every vehicle: featured first, then by price and name. */
export async function listVehicles(): Promise<Vehicle[]> {
  const db = await database();
  const rows = await db
    .selectFrom('vehicles')
    .selectAll()
    .orderBy('featured', 'desc')
    .orderBy('price')
    .orderBy('name')
    .execute();
  return rows.map(toVehicle);
}

/** One vehicle by id; memoized per request, as a page's layout, metadata and body all ask. */
export const findVehicle = cache(async (id: string): Promise<Vehicle | undefined> => {
  const db = await database();
  const row = await db.selectFrom('vehicles').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toVehicle(row) : undefined;
});

export async function listFeaturedVehicles(): Promise<Vehicle[]> {
  const db = await database();
  const rows = await db
    .selectFrom('vehicles')
    .selectAll()
    .where('featured', '=', 1)
    .orderBy('price')
    .execute();
  return rows.map(toVehicle);
}

/** Whether a vehicle exists, without reading its row (the proxy asks on every vehicle page). */
export async function vehicleExists(id: string): Promise<boolean> {
  const db = await database();
  return (await db.selectFrom('vehicles').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function listVehicleIds(): Promise<string[]> {
  const db = await database();
  const rows = await db.selectFrom('vehicles').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}
