/** First-start seed: the whole catalogue becomes the inventory (decisions.md). */
import type { Kysely } from 'kysely';

import { brands, catalogue, featuredSlugs, type CatalogueModel } from '@/content/catalogue';
import { catalogueImagePath } from '@/lib/vehicle-images';
import type { VehicleSpecifications } from '@/lib/vehicle';

import type { Database, VehiclesTable } from './schema';

export function catalogueSpecifications(model: CatalogueModel): VehicleSpecifications {
  const specifications: VehicleSpecifications = {
    seatingCapacity: model.seats,
    range: `${model.rangeMiles} miles`,
    topSpeed: `${model.topSpeedMph} mph`,
    batteryType: model.batteryType,
  };
  if (model.drive) specifications.driveType = model.drive;
  return specifications;
}

export function catalogueRow(model: CatalogueModel, now: string): VehiclesTable {
  return {
    id: model.slug,
    name: model.name,
    description: model.description,
    brand: brands[model.brand].name,
    category: model.seriesName,
    price: model.price,
    images: JSON.stringify([catalogueImagePath(model.slug)]),
    in_stock: 1,
    is_new: 1,
    features: JSON.stringify(model.features),
    specifications: JSON.stringify(catalogueSpecifications(model)),
    condition: 'new',
    year: null,
    model: model.model,
    featured: featuredSlugs.includes(model.slug) ? 1 : 0,
    created_at: now,
    updated_at: now,
  };
}

/** Seeds the catalogue into an empty vehicles table; leaves a stocked one alone. */
export async function seedCatalogue(db: Kysely<Database>): Promise<void> {
  const { count } = await db
    .selectFrom('vehicles')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) > 0) return;
  const now = new Date().toISOString();
  // ON CONFLICT DO NOTHING: two processes starting at once may both see an empty table.
  await db
    .insertInto('vehicles')
    .values(catalogue.map((model) => catalogueRow(model, now)))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
