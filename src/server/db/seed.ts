/**
 * First-start seed: the whole catalogue becomes the inventory (docs/decisions/0003-inventory.md),
 * the sample rental fleet the rentals office, and the sample service shop the service office.
 */
import { randomUUID } from 'node:crypto';

import type { Kysely, Selectable } from 'kysely';

import { brands } from '@/content/brands';
import { catalogue, type CatalogueModel } from '@/content/catalogue';
import { sampleRentalFleet } from '@/content/rental-fleet';
import { labourCentsPerHour, sampleJobTypes, sampleServiceShop } from '@/content/service-shop';
import type { Database, VehiclesTable } from '@/server/db/schema';

export function catalogueRow(model: CatalogueModel, now: string): Selectable<VehiclesTable> {
  return {
    id: model.slug,
    name: model.name,
    description: model.description,
    brand: brands[model.brand].name,
    category: model.seriesName,
    model: model.model,
    year: null,
    condition: 'new',
    price: model.price,
    sale_price: null,
    status: 'available',
    featured: model.featured ? 1 : 0,
    features: JSON.stringify(model.features),
    specifications: '[]',
    seats: model.seats,
    range_miles: model.rangeMiles,
    top_speed_mph: model.topSpeedMph,
    drive: model.drive,
    // The spec does not say which models are street-legal: not stated rather than guessed.
    street_legal: null,
    battery_type: model.battery,
    battery_capacity: null,
    lifted: model.lifted ? 1 : 0,
    colour: null,
    stock_number: null,
    serial_number: null,
    vin: null,
    mileage: null,
    hours: null,
    created_at: now,
    updated_at: now,
    version: 1,
    photos_version: 1,
    hold_until: null,
  };
}

/** Whether the table has no row yet: a seed fills only what nobody has kept. */
async function isEmpty(db: Kysely<Database>, table: keyof Database): Promise<boolean> {
  const { count } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count) === 0;
}

/** Seeds the catalogue into an empty vehicles table; leaves a stocked one alone. */
export async function seedCatalogue(db: Kysely<Database>): Promise<void> {
  if (!(await isEmpty(db, 'vehicles'))) return;
  const now = new Date().toISOString();
  // ON CONFLICT DO NOTHING: two processes starting at once may both see an empty table.
  await db
    .insertInto('vehicles')
    .values(catalogue.map((model) => catalogueRow(model, now)))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Seeds the sample rental fleet into an empty fleet (src/content/rental-fleet.ts); leaves a kept one alone. */
export async function seedRentalFleet(db: Kysely<Database>): Promise<void> {
  if (!(await isEmpty(db, 'rental_carts'))) return;
  const now = new Date().toISOString();
  await db
    .insertInto('rental_carts')
    .values(
      sampleRentalFleet.map((cart) => ({
        id: randomUUID(),
        fleet_number: cart.fleetNumber,
        type: cart.type,
        location_id: cart.locationId,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.column('fleet_number').doNothing())
    .execute();
}

/**
 * Seeds the sample service shop (src/content/service-shop.ts) into an empty service office: the
 * job types, with a "from" price at the labour rate for their standard time where the dealer
 * publishes one, and the workshop's minutes on duty per weekday and drop-off windows. A kept
 * office is left alone.
 */
export async function seedServiceShop(db: Kysely<Database>): Promise<void> {
  const now = new Date().toISOString();
  if (await isEmpty(db, 'service_job_types'))
    await db
      .insertInto('service_job_types')
      .values(
        sampleJobTypes.map((job, position) => ({
          id: job.id,
          name: job.name,
          minutes: job.minutes,
          price_cents:
            job.priced === 'from-labour' ? Math.round((labourCentsPerHour * job.minutes) / 60) : null,
          price_from: 1,
          position,
          updated_at: now,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  if (!(await isEmpty(db, 'service_shops'))) return;
  const shop = sampleServiceShop;
  // Two processes starting at once: the one that adds the shop adds its days and windows.
  const added = await db
    .insertInto('service_shops')
    .values({ location_id: shop.locationId, updated_at: now })
    .onConflict((oc) => oc.column('location_id').doNothing())
    .executeTakeFirst();
  if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) return;
  await db
    .insertInto('service_shop_days')
    .values(
      shop.technicianMinutes.map((minutes, weekday) => ({ location_id: shop.locationId, weekday, minutes })),
    )
    .execute();
  await db
    .insertInto('service_windows')
    .values(
      shop.windows.map((window, index) => ({
        id: `${shop.locationId}-${index + 1}`,
        location_id: shop.locationId,
        label: window.label,
        starts_at: window.startsAt,
        ends_at: window.endsAt,
        max_carts: window.maxCarts,
        weekdays: window.weekdays.join(','),
        updated_at: now,
      })),
    )
    .execute();
}
