import 'server-only';

import { randomUUID } from 'node:crypto';

import type { Transaction } from 'kysely';

import { database } from '@/server/db/database';
import type { Database, VehiclesTable } from '@/server/db/schema';

import { vehicleStatusLabels, type Vehicle, type VehicleStatus } from '../vehicle';
import {
  vehicleFieldLabels,
  vehicleFieldNames,
  vehicleToFormValues,
  type VehicleInput,
} from '../vehicle-form';
import { uniqueSlug } from '../vehicle-slug';
import { forgetStockVersion } from './stock-version';
import { loadVehicles } from './vehicle-queries';

/**
 * Changes to the inventory, each in one transaction with its audit trail. Database triggers raise
 * the stock version; forgetting the version here makes this process show the change at once.
 */

type Columns = Omit<VehiclesTable, 'id' | 'created_at' | 'updated_at'>;

function columns(input: VehicleInput): Columns {
  return {
    name: input.name,
    brand: input.brand,
    model: input.model,
    year: input.year,
    condition: input.condition,
    category: input.category,
    price: input.price,
    sale_price: input.salePrice,
    status: input.status,
    featured: input.featured ? 1 : 0,
    description: input.description,
    features: JSON.stringify(input.features),
    specifications: JSON.stringify(input.specifications),
    seats: input.seats,
    range_miles: input.rangeMiles,
    top_speed_mph: input.topSpeedMph,
    drive: input.drive,
    street_legal: input.streetLegal === null ? null : input.streetLegal ? 1 : 0,
    battery_type: input.batteryType,
    battery_capacity: input.batteryCapacity,
    lifted: input.lifted ? 1 : 0,
    colour: input.colour,
    stock_number: input.stockNumber,
    serial_number: input.serialNumber,
    vin: input.vin,
    mileage: input.mileage,
    hours: input.hours,
  };
}

export interface AuditEntry {
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

/** The fields whose text differs between two versions of the record, as staff read them. */
export function changedFields(before: Vehicle, after: VehicleInput): AuditEntry[] {
  const oldValues = vehicleToFormValues(before);
  const newValues = vehicleToFormValues({ ...before, ...after });
  return vehicleFieldNames
    .filter((field) => oldValues[field] !== newValues[field])
    .map((field) => ({
      field: vehicleFieldLabels[field],
      oldValue: oldValues[field] || null,
      newValue: newValues[field] || null,
    }));
}

async function writeAudit(
  trx: Transaction<Database>,
  vehicleId: string,
  staffEmail: string,
  entries: readonly AuditEntry[],
  at: string,
): Promise<void> {
  if (entries.length === 0) return;
  await trx
    .insertInto('vehicle_changes')
    .values(
      entries.map((entry) => ({
        id: randomUUID(),
        vehicle_id: vehicleId,
        staff_email: staffEmail,
        field: entry.field,
        old_value: entry.oldValue,
        new_value: entry.newValue,
        changed_at: at,
      })),
    )
    .execute();
}

/**
 * Runs a change to the stock in one transaction, stamped with one time, then forgets the known
 * stock version so this process shows the change at once.
 */
async function changeStock<T>(change: (trx: Transaction<Database>, now: string) => Promise<T>): Promise<T> {
  const db = await database();
  const now = new Date().toISOString();
  const result = await db.transaction().execute((trx) => change(trx, now));
  forgetStockVersion();
  return result;
}

async function takenIds(trx: Transaction<Database>): Promise<Set<string>> {
  const rows = await trx.selectFrom('vehicles').select('id').execute();
  return new Set(rows.map((row) => row.id));
}

/** Adds a vehicle; its id is the slug of its name, numbered when taken, and never changes. */
export async function createVehicle(input: VehicleInput, staffEmail: string): Promise<string> {
  return changeStock(async (trx, now) => {
    const taken = await takenIds(trx);
    const slug = uniqueSlug(input.name, (candidate) => taken.has(candidate));
    await trx
      .insertInto('vehicles')
      .values({ id: slug, ...columns(input), created_at: now, updated_at: now })
      .execute();
    await writeAudit(trx, slug, staffEmail, [{ field: 'Record', oldValue: null, newValue: 'Created' }], now);
    return slug;
  });
}

export type UpdateResult = { updated: true; changes: AuditEntry[] } | { updated: false };

/** Saves an edited record and what changed; the id stays whatever the name becomes. */
export async function updateVehicle(
  id: string,
  input: VehicleInput,
  staffEmail: string,
): Promise<UpdateResult> {
  return changeStock(async (trx, now): Promise<UpdateResult> => {
    const [before] = await loadVehicles(trx, [id]);
    if (!before) return { updated: false };
    const changes = changedFields(before, input);
    if (changes.length === 0) return { updated: true, changes };
    await trx
      .updateTable('vehicles')
      .set({ ...columns(input), updated_at: now })
      .where('id', '=', id)
      .execute();
    await writeAudit(trx, id, staffEmail, changes, now);
    return { updated: true, changes };
  });
}

/** Marks a vehicle available, on hold, sold or archived. */
export async function setVehicleStatus(
  id: string,
  status: VehicleStatus,
  staffEmail: string,
): Promise<boolean> {
  return changeStock(async (trx, now) => {
    const row = await trx.selectFrom('vehicles').select('status').where('id', '=', id).executeTakeFirst();
    if (!row) return false;
    if (row.status === status) return true;
    await trx.updateTable('vehicles').set({ status, updated_at: now }).where('id', '=', id).execute();
    const label = (value: string) => vehicleStatusLabels[value as VehicleStatus] ?? value;
    await writeAudit(
      trx,
      id,
      staffEmail,
      [{ field: vehicleFieldLabels.status, oldValue: label(row.status), newValue: label(status) }],
      now,
    );
    return true;
  });
}

export interface ImportRow {
  /** Row number in the file as a spreadsheet shows it (the header is row 1). */
  row: number;
  /** The id column: an existing vehicle to update, or empty (or unknown) to add one. */
  id: string;
  input: VehicleInput;
}

export interface ImportSummary {
  created: number;
  updated: number;
  unchanged: number;
}

/** Applies validated import rows in one transaction: all of them, or none if anything fails. */
export async function importVehicles(rows: readonly ImportRow[], staffEmail: string): Promise<ImportSummary> {
  return changeStock(async (trx, now) => {
    const result: ImportSummary = { created: 0, updated: 0, unchanged: 0 };
    const existing = new Map((await loadVehicles(trx)).map((vehicle) => [vehicle.id, vehicle]));
    const taken = new Set(existing.keys());
    for (const { id, input } of rows) {
      const before = id ? existing.get(id) : undefined;
      if (before) {
        const changes = changedFields(before, input);
        if (changes.length === 0) {
          result.unchanged++;
          continue;
        }
        await trx
          .updateTable('vehicles')
          .set({ ...columns(input), updated_at: now })
          .where('id', '=', id)
          .execute();
        const imported = changes.map((change) => ({ ...change, field: `${change.field} (import)` }));
        await writeAudit(trx, id, staffEmail, imported, now);
        result.updated++;
        continue;
      }
      const slug = uniqueSlug(id || input.name, (candidate) => taken.has(candidate));
      taken.add(slug);
      await trx
        .insertInto('vehicles')
        .values({ id: slug, ...columns(input), created_at: now, updated_at: now })
        .execute();
      await writeAudit(
        trx,
        slug,
        staffEmail,
        [{ field: 'Record', oldValue: null, newValue: 'Imported' }],
        now,
      );
      result.created++;
    }
    return result;
  });
}
