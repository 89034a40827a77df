import 'server-only';

import { sql, type Selectable, type SqlBool } from 'kysely';

import { series } from '@/content/brands';
import { formatDateTimeWithZone } from '@/lib/format-date';
import { database, type Db } from '@/server/db/database';
import { caseFolded } from '@/server/db/dialect';
import type { VehiclePhotosTable, VehiclesTable } from '@/server/db/schema';

import { fieldNamesWritten, type ChangeEntry } from '../change-summary';
import { agedStockDays, type InventoryOfficeQuery } from '../inventory-office-filters';
import {
  batteryTypes,
  isListed,
  vehicleConditions,
  vehicleStatuses,
  type BatteryType,
  type SpecificationPair,
  type Vehicle,
  type VehiclePhoto,
} from '../vehicle';
import { vehicleFieldLabels } from '../vehicle-form';
import { resolveVehicleId } from '../vehicle-slug';
import { currentStockVersion } from './stock-version';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function stringList(text: string): string[] {
  const value = parseJson(text);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function pairList(text: string): SpecificationPair[] {
  const value = parseJson(text);
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { label, value: pairValue } = item as Record<string, unknown>;
    return typeof label === 'string' && typeof pairValue === 'string' ? [{ label, value: pairValue }] : [];
  });
}

function oneOf<T extends string>(value: string | null, options: readonly T[], fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

const optionalNumber = (value: number | null) => (value === null ? null : Number(value));

export function toPhoto(row: VehiclePhotosTable): VehiclePhoto {
  const widths = parseJson(row.widths);
  return {
    id: row.id,
    alt: row.alt,
    width: Number(row.width),
    height: Number(row.height),
    widths: Array.isArray(widths) ? widths.filter((item): item is number => typeof item === 'number') : [],
  };
}

export function toVehicle(row: Selectable<VehiclesTable>, photos: VehiclePhoto[] = []): Vehicle {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    model: row.model,
    year: optionalNumber(row.year),
    condition: oneOf(row.condition, vehicleConditions, 'new'),
    category: row.category,
    price: Number(row.price),
    salePrice: optionalNumber(row.sale_price),
    status: oneOf(row.status, vehicleStatuses, 'available'),
    featured: Boolean(Number(row.featured)),
    description: row.description,
    features: stringList(row.features),
    specifications: pairList(row.specifications),
    seats: optionalNumber(row.seats),
    rangeMiles: optionalNumber(row.range_miles),
    topSpeedMph: optionalNumber(row.top_speed_mph),
    drive: row.drive,
    streetLegal: row.street_legal === null ? null : Boolean(Number(row.street_legal)),
    batteryType: batteryTypes.includes(row.battery_type as BatteryType)
      ? (row.battery_type as BatteryType)
      : null,
    batteryCapacity: row.battery_capacity,
    lifted: Boolean(Number(row.lifted)),
    colour: row.colour,
    stockNumber: row.stock_number,
    serialNumber: row.serial_number,
    vin: row.vin,
    mileage: optionalNumber(row.mileage),
    hours: optionalNumber(row.hours),
    photos,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: Number(row.version),
    photosVersion: Number(row.photos_version),
    holdUntil: row.hold_until ?? null,
  };
}

/** Every vehicle with its photos, straight from the database (the inventory office reads this). */
export async function loadVehicles(db: Db, ids?: readonly string[]): Promise<Vehicle[]> {
  if (ids && ids.length === 0) return [];
  let rows = db.selectFrom('vehicles').selectAll();
  let photoRows = db.selectFrom('vehicle_photos').selectAll().orderBy('vehicle_id').orderBy('position');
  if (ids) {
    rows = rows.where('id', 'in', ids);
    photoRows = photoRows.where('vehicle_id', 'in', ids);
  }
  const [vehicleRows, photos] = await Promise.all([
    rows.orderBy('featured', 'desc').orderBy('price').orderBy('name').execute(),
    photoRows.execute(),
  ]);
  const photosByVehicle = new Map<string, VehiclePhoto[]>();
  for (const photo of photos) {
    const list = photosByVehicle.get(photo.vehicle_id) ?? [];
    list.push(toPhoto(photo));
    photosByVehicle.set(photo.vehicle_id, list);
  }
  return vehicleRows.map((row) => toVehicle(row, photosByVehicle.get(row.id) ?? []));
}

/** The whole stock as of one stock version, with lookups every page needs. */
export interface StockSnapshot {
  version: number;
  /** Every vehicle, archived ones included: featured first, then by price and name. */
  all: readonly Vehicle[];
  byId: ReadonlyMap<string, Vehicle>;
}

const shared = globalThis as typeof globalThis & {
  __stockSnapshot?: { version: number; snapshot: Promise<StockSnapshot> };
};

/**
 * The stock, read from the database once per stock version and shared by every page this process
 * renders, so a page view costs no query once the stock is known (see stock-version.ts).
 */
export async function stockSnapshot(): Promise<StockSnapshot> {
  const version = await currentStockVersion();
  const cached = shared.__stockSnapshot;
  if (cached && cached.version === version) return cached.snapshot;
  const snapshot = database()
    .then((db) => loadVehicles(db))
    .then((all) => ({ version, all, byId: new Map(all.map((vehicle) => [vehicle.id, vehicle])) }));
  shared.__stockSnapshot = { version, snapshot };
  snapshot.catch(() => {
    if (shared.__stockSnapshot?.snapshot === snapshot) shared.__stockSnapshot = undefined;
  });
  return snapshot;
}

/** One vehicle by id, archived ones included (their page answers 410). */
export async function findVehicle(id: string): Promise<Vehicle | undefined> {
  return (await stockSnapshot()).byId.get(id);
}

/**
 * One vehicle by its id or by a shorter form of it that names one vehicle only ("EV-CITY",
 * "ranger-4-plus"), as an address typed or shared by hand gives it: what the vehicle page
 * redirects, the API, the comparison and the pre-approval page read too.
 */
export function vehicleAsAsked(snapshot: Pick<StockSnapshot, 'byId'>, asked: string): Vehicle | undefined {
  const exact = snapshot.byId.get(asked);
  if (exact) return exact;
  const id = resolveVehicleId(asked, snapshot.byId.keys());
  return id === undefined ? undefined : snapshot.byId.get(id);
}

/** What a buyer can browse: available and on-hold carts, and sold ones when asked. */
export async function listVehicles({ includeSold = false } = {}): Promise<Vehicle[]> {
  const { all } = await stockSnapshot();
  return all.filter((vehicle) => isListed(vehicle) || (includeSold && vehicle.status === 'sold'));
}

/** Every vehicle that has a public page: all but archived ones. */
export async function listPublicVehicles(): Promise<Vehicle[]> {
  const { all } = await stockSnapshot();
  return all.filter((vehicle) => vehicle.status !== 'archived');
}

export async function listFeaturedVehicles(): Promise<Vehicle[]> {
  const listed = await listVehicles();
  return listed.filter((vehicle) => vehicle.featured).sort((a, b) => a.price - b.price);
}

/** A vehicle's changes, each with the name on the account that made it (none for an account without one). */
const changesWithNames = (db: Db) =>
  db
    .selectFrom('vehicle_changes')
    .leftJoin('staff_users', 'staff_users.email', 'vehicle_changes.staff_email')
    .select([
      'staff_email',
      'field',
      'old_value',
      'new_value',
      'changed_at',
      'staff_users.name as staff_name',
    ]);

/** The audit trail of one vehicle, newest first. */
export async function vehicleHistory(id: string) {
  const db = await database();
  return changesWithNames(db)
    .select('vehicle_changes.id')
    .where('vehicle_id', '=', id)
    .orderBy('changed_at', 'desc')
    .orderBy('field')
    .execute();
}

/**
 * What changed in a vehicle's record or photos after the version a page was opened at, oldest
 * first: what a refused save tells its author.
 */
export async function changesSince(
  id: string,
  part: 'record' | 'photos',
  version: number,
  /** A transaction to read in, when the caller is in one. */
  db?: Db,
): Promise<ChangeEntry[]> {
  return changesWithNames(db ?? (await database()))
    .where('vehicle_id', '=', id)
    .where(part === 'record' ? 'record_version' : 'photos_version', '>', version)
    .orderBy('changed_at')
    .orderBy(part === 'record' ? 'record_version' : 'photos_version')
    .execute();
}

/** One vehicle straight from the database (the inventory office never reads a cached copy). */
export async function findVehicleForStaff(id: string): Promise<Vehicle | undefined> {
  const [vehicle] = await loadVehicles(await database(), [id]);
  return vehicle;
}

export const inventoryPageSize = 25;

function inventoryFilter(db: Db, query: InventoryOfficeQuery) {
  let filtered = db.selectFrom('vehicles');
  if (query.brand) filtered = filtered.where('brand', '=', query.brand);
  if (query.status) filtered = filtered.where('status', '=', query.status);
  if (query.condition) filtered = filtered.where('condition', '=', query.condition);
  if (query.category) filtered = filtered.where('category', '=', query.category);
  if (query.attention === 'needs-photos')
    filtered = filtered.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('vehicle_photos')
            .select('id')
            .whereRef('vehicle_photos.vehicle_id', '=', 'vehicles.id'),
        ),
      ),
    );
  if (query.attention === 'over-90-days')
    filtered = filtered
      .where('status', 'in', ['available', 'on-hold'])
      .where('created_at', '<', new Date(Date.now() - agedStockDays * 24 * 60 * 60 * 1000).toISOString());
  if (query.q) {
    const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    filtered = filtered.where((eb) =>
      eb.or(
        (['name', 'stock_number', 'serial_number', 'vin', 'id'] as const).map(
          // Every letter folded, not A-Z alone: "Élan" finds a cart named ÉLAN.
          (column) => sql<SqlBool>`${caseFolded(db, column)} like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return filtered;
}

async function vehiclesInOrder(db: Db, ids: readonly string[]): Promise<Vehicle[]> {
  const order = new Map(ids.map((id, index) => [id, index]));
  const vehicles = await loadVehicles(db, ids);
  return vehicles.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

/** The inventory office's list: every vehicle, archived ones too, filtered in the database. */
export async function listInventory(query: InventoryOfficeQuery) {
  const db = await database();
  const filtered = inventoryFilter(db, query);
  const { count } = await filtered
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  const total = Number(count);
  const pages = Math.max(1, Math.ceil(total / inventoryPageSize));
  const page = Math.min(query.page, pages);
  const rows = await filtered
    .select('id')
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .limit(inventoryPageSize)
    .offset((page - 1) * inventoryPageSize)
    .execute();
  const vehicles = await vehiclesInOrder(
    db,
    rows.map((row) => row.id),
  );
  // The moment the list was read: what "days in stock" counts to.
  return { vehicles, total, page, pages, asOf: Date.now() };
}

/**
 * The carts a buyer is paying to hold online right now (on Stripe's page), with the moment that
 * payment's time runs out: staff are told, since marking one sold or on hold meanwhile refunds them.
 */
export async function holdPaymentsUnderWay(
  vehicleIds: readonly string[],
  now = new Date(),
): Promise<Map<string, number>> {
  if (vehicleIds.length === 0) return new Map();
  const rows = await (
    await database()
  )
    .selectFrom('vehicle_holds')
    .select(['vehicle_id', 'pay_by_ms'])
    .where('vehicle_id', 'in', vehicleIds)
    .where('status', '=', 'pending')
    .where('pay_by_ms', '>', now.getTime())
    .execute();
  return new Map(rows.map((row) => [row.vehicle_id, Number(row.pay_by_ms)]));
}

/** What staff are told of a payment to hold the cart under way, until `payByMs`. */
export function holdPaymentNote(payByMs: number): string {
  return `A buyer is paying online to hold this cart, until ${formatDateTimeWithZone(new Date(payByMs).toISOString())}: marking it sold or on hold meanwhile refunds them.`;
}

/** Every vehicle the filters match, for the CSV export. */
export async function allInventory(query: InventoryOfficeQuery): Promise<Vehicle[]> {
  const db = await database();
  const rows = await inventoryFilter(db, query).select('id').orderBy('brand').orderBy('name').execute();
  return vehiclesInOrder(
    db,
    rows.map((row) => row.id),
  );
}

export interface PriceChange {
  /** The price before the latest change, as the history wrote it. */
  was: string;
  at: string;
  /** How many times the price was changed. */
  count: number;
}

/** The latest price change of each of these vehicles (form, list or import), for the staff list. */
export async function priceChanges(ids: readonly string[]): Promise<Map<string, PriceChange>> {
  if (ids.length === 0) return new Map();
  const db = await database();
  const rows = await db
    .selectFrom('vehicle_changes')
    .select(['vehicle_id', 'old_value', 'changed_at'])
    .where('vehicle_id', 'in', ids)
    .where('field', 'in', fieldNamesWritten(vehicleFieldLabels.price))
    .orderBy('changed_at', 'desc')
    .execute();
  const changes = new Map<string, PriceChange>();
  for (const row of rows) {
    const known = changes.get(row.vehicle_id);
    if (known) known.count += 1;
    else changes.set(row.vehicle_id, { was: row.old_value ?? '', at: row.changed_at, count: 1 });
  }
  return changes;
}

/**
 * The brands and categories in the inventory, for the office's filters, and the categories to
 * suggest when typing one (every series of the brand pages, and those staff have used).
 */
export async function inventoryFacets() {
  const db = await database();
  const [brands, categories] = await Promise.all([
    db.selectFrom('vehicles').select('brand').distinct().orderBy('brand').execute(),
    db.selectFrom('vehicles').select('category').distinct().orderBy('category').execute(),
  ]);
  const inStock = categories.map((row) => row.category);
  return {
    brands: brands.map((row) => row.brand),
    categories: inStock,
    categorySuggestions: [...new Set([...series.map((item) => item.name), ...inStock])].sort(),
  };
}
