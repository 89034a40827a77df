import 'server-only';

import type { Transaction } from 'kysely';

import { database } from '@/server/db/database';
import type { Database, VehiclesTable } from '@/server/db/schema';

import { fieldAsWritten, type ChangeSource } from '../change-summary';
import {
  clashMessage,
  findClash,
  identityFieldLabels,
  type IdentityClash,
  type IdentityField,
  type UnitIdentity,
} from '../unit-identity';
import {
  batteryTypeLabels,
  vehicleConditionLabels,
  vehicleStatusLabels,
  type Vehicle,
  type VehicleStatus,
} from '../vehicle';
import {
  maxVehiclePrice,
  vehicleFieldLabels,
  vehicleFieldNames,
  vehicleToFormValues,
  type VehicleFieldName,
  type VehicleInput,
} from '../vehicle-form';
import { uniqueSlug } from '../vehicle-slug';
import { writeAudit, type AuditEntry } from './audit-trail';
import { forgetStockVersion } from './stock-version';
import { loadVehicles } from './vehicle-queries';

/**
 * Changes to the inventory, each in one transaction with its audit trail. Database triggers raise
 * the stock version; forgetting the version here makes this process show the change at once.
 */

type Columns = Omit<VehiclesTable, 'id' | 'created_at' | 'updated_at' | 'version' | 'photos_version'>;

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

/** Fields chosen from a list read as the list shows them ("On hold", not "on-hold"). */
const choiceLabels: Partial<Record<VehicleFieldName, Record<string, string>>> = {
  status: vehicleStatusLabels,
  condition: vehicleConditionLabels,
  batteryType: batteryTypeLabels,
};

/** The fields whose text differs between two versions of the record, as staff read them. */
export function changedFields(before: Vehicle, after: VehicleInput): AuditEntry[] {
  const oldValues = vehicleToFormValues(before);
  const newValues = vehicleToFormValues({ ...before, ...after });
  const shown = (field: VehicleFieldName, value: string) => choiceLabels[field]?.[value] ?? (value || null);
  return vehicleFieldNames
    .filter((field) => oldValues[field] !== newValues[field])
    .map((field) => ({
      field: vehicleFieldLabels[field],
      oldValue: shown(field, oldValues[field]),
      newValue: shown(field, newValues[field]),
    }));
}

/** A change refused because the record changed after the page it came from was opened. */
export interface StaleVersion {
  outcome: 'stale';
  currentVersion: number;
}

/**
 * Writes a change to a vehicle's columns only if the record is still at `expected`, raising its
 * version: the condition is in the UPDATE itself, so two saves at once cannot both pass (on
 * PostgreSQL the second waits for the first and then finds the version moved).
 */
async function updateAtVersion(
  trx: Transaction<Database>,
  id: string,
  expected: number,
  set: Partial<Columns> & { updated_at: string },
): Promise<number | StaleVersion> {
  const result = await trx
    .updateTable('vehicles')
    .set({ ...set, version: expected + 1 })
    .where('id', '=', id)
    .where('version', '=', expected)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return expected + 1;
  const row = await trx.selectFrom('vehicles').select('version').where('id', '=', id).executeTakeFirst();
  return { outcome: 'stale', currentVersion: Number(row?.version ?? expected) };
}

/**
 * Writes `input` over `before` if the record is still at the version `before` was read at, and
 * what changed into its history: the one way a save, a status, a change from the list and an
 * import write a vehicle. Nothing is written when no field differs.
 */
export async function saveOverVersion(
  trx: Transaction<Database>,
  before: Vehicle,
  input: VehicleInput,
  change: { staffEmail: string; at: string; source?: ChangeSource },
): Promise<{ outcome: 'saved'; changes: AuditEntry[] } | StaleVersion> {
  const changes = changedFields(before, input);
  if (changes.length === 0) return { outcome: 'saved', changes };
  const version = await updateAtVersion(trx, before.id, before.version, {
    ...columns(input),
    updated_at: change.at,
  });
  if (typeof version !== 'number') return version;
  await writeAudit(
    trx,
    { vehicleId: before.id, staffEmail: change.staffEmail, at: change.at, made: { record: version } },
    changes.map((entry) => ({ ...entry, field: fieldAsWritten(entry.field, change.source) })),
  );
  return { outcome: 'saved', changes };
}

/**
 * Runs a change to the stock in one transaction, stamped with one time, then forgets the known
 * stock version so this process shows the change at once.
 */
export async function changeStock<T>(
  change: (trx: Transaction<Database>, now: string) => Promise<T>,
): Promise<T> {
  const db = await database();
  const now = new Date().toISOString();
  const result = await db
    .transaction()
    .execute((trx) => change(trx, now))
    .catch(asIdentityClash);
  forgetStockVersion();
  return result;
}

/**
 * A change refused because another listed or held cart has the stock number or VIN. `clash`
 * names that cart; it is missing only when two saves raced past the check and the database's
 * unique index refused the second.
 */
export class IdentityClashError extends Error {
  constructor(
    readonly field: IdentityField,
    readonly clash?: IdentityClash,
  ) {
    super(
      clash ? clashMessage(clash) : `Another listed or held cart has this ${identityFieldLabels[field]}.`,
    );
  }
}

/** The database's unique indexes of migration 009, refusing what raced past the check. */
function asIdentityClash(error: unknown): never {
  const { code, message, constraint } = (error ?? {}) as {
    code?: string;
    message?: string;
    constraint?: string;
  };
  const names = `${constraint ?? ''} ${message ?? ''}`;
  if ((code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505') && names.includes('vehicles_listed_'))
    throw new IdentityClashError(names.includes('vehicles_listed_vin') ? 'vin' : 'stockNumber');
  throw error;
}

/** Every listed or held cart with a stock number or VIN. */
async function listedIdentities(trx: Transaction<Database>): Promise<UnitIdentity[]> {
  const rows = await trx
    .selectFrom('vehicles')
    .select(['id', 'name', 'status', 'stock_number', 'vin'])
    .where('status', 'in', ['available', 'on-hold'])
    .where((eb) => eb.or([eb('stock_number', 'is not', null), eb('vin', 'is not', null)]))
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status as VehicleStatus,
    stockNumber: row.stock_number,
    vin: row.vin,
  }));
}

async function refuseIdentityClash(trx: Transaction<Database>, unit: UnitIdentity): Promise<void> {
  const clash = findClash(unit, await listedIdentities(trx));
  if (clash) throw new IdentityClashError(clash.field, clash);
}

export const identityOf = (id: string, input: VehicleInput): UnitIdentity => ({
  id,
  name: input.name,
  status: input.status,
  stockNumber: input.stockNumber,
  vin: input.vin,
});

async function takenIds(trx: Transaction<Database>): Promise<Set<string>> {
  const rows = await trx.selectFrom('vehicles').select('id').execute();
  return new Set(rows.map((row) => row.id));
}

/** Stores a new vehicle at version 1, its history saying how it came ("Created", "Imported"). */
export async function insertVehicle(
  trx: Transaction<Database>,
  id: string,
  input: VehicleInput,
  change: { staffEmail: string; at: string; as: string },
): Promise<void> {
  await trx
    .insertInto('vehicles')
    .values({ id, ...columns(input), created_at: change.at, updated_at: change.at })
    .execute();
  await writeAudit(
    trx,
    { vehicleId: id, staffEmail: change.staffEmail, at: change.at, made: { record: 1 } },
    [{ field: 'Record', oldValue: null, newValue: change.as }],
  );
}

/** Adds a vehicle; its id is the slug of its name, numbered when taken, and never changes. */
export async function createVehicle(input: VehicleInput, staffEmail: string): Promise<string> {
  return changeStock(async (trx, now) => {
    const taken = await takenIds(trx);
    const slug = uniqueSlug(input.name, (candidate) => taken.has(candidate));
    await refuseIdentityClash(trx, identityOf(slug, input));
    await insertVehicle(trx, slug, input, { staffEmail, at: now, as: 'Created' });
    return slug;
  });
}

export type UpdateResult =
  { outcome: 'saved'; changes: AuditEntry[] } | StaleVersion | { outcome: 'missing' };

/**
 * Saves an edited record and what changed, if nobody changed it since `expectedVersion` (the
 * version the form was opened at); the id stays whatever the name becomes.
 */
export async function updateVehicle(
  id: string,
  input: VehicleInput,
  staffEmail: string,
  expectedVersion: number,
): Promise<UpdateResult> {
  return changeAtVersion(id, expectedVersion, async (trx, before, now) => {
    await refuseIdentityClash(trx, identityOf(id, input));
    return saveOverVersion(trx, before, input, { staffEmail, at: now });
  });
}

/**
 * Runs a change to one cart in the stock transaction, given the cart as stored, unless it is gone
 * or someone saved it after `expectedVersion` (the version the page was opened at).
 */
function changeAtVersion<Result>(
  id: string,
  expectedVersion: number,
  change: (trx: Transaction<Database>, before: Vehicle, now: string) => Promise<Result>,
): Promise<Result | StaleVersion | { outcome: 'missing' }> {
  return changeStock(async (trx, now) => {
    const [before] = await loadVehicles(trx, [id]);
    if (!before) return { outcome: 'missing' as const };
    if (before.version !== expectedVersion)
      return { outcome: 'stale' as const, currentVersion: before.version };
    return change(trx, before, now);
  });
}

export type StatusResult = { outcome: 'saved' } | StaleVersion | { outcome: 'missing' };

/** Marks a vehicle available, on hold, sold or archived, if it is still at `expectedVersion`. */
export async function setVehicleStatus(
  id: string,
  status: VehicleStatus,
  staffEmail: string,
  expectedVersion: number,
): Promise<StatusResult> {
  return changeAtVersion(id, expectedVersion, async (trx, before, now): Promise<StatusResult> => {
    const input: VehicleInput = { ...before, status };
    await refuseIdentityClash(trx, identityOf(id, input));
    const result = await saveOverVersion(trx, before, input, { staffEmail, at: now });
    return result.outcome === 'saved' ? { outcome: 'saved' } : result;
  });
}

/** A change made to several carts at once from the staff list. */
export type BulkChange = { kind: 'status'; status: VehicleStatus } | { kind: 'price'; byDollars: number };

/** A bulk change refused, naming each cart that stopped it; nothing was changed. */
export class BulkChangeRefused extends Error {
  constructor(readonly problems: string[]) {
    super(`The change was refused: ${problems.join(' ')}`);
  }
}

/**
 * Changes the status or price of several carts (each sent with the version the list showed) in one
 * transaction, each change in its cart's history. Any cart changed since the list was opened, a
 * price it cannot take or a stock number another listed cart has refuses the whole change.
 */
export async function bulkChangeVehicles(
  targets: readonly { id: string; version: number }[],
  change: BulkChange,
  staffEmail: string,
): Promise<number> {
  return changeStock(async (trx, now) => {
    const found = new Map(
      (
        await loadVehicles(
          trx,
          targets.map((target) => target.id),
        )
      ).map((v) => [v.id, v]),
    );
    const problems: string[] = [];
    const planned: { vehicle: Vehicle; input: VehicleInput }[] = [];
    for (const { id, version } of targets) {
      const vehicle = found.get(id);
      if (!vehicle) {
        problems.push(`${id} no longer exists.`);
        continue;
      }
      if (vehicle.version !== version) {
        problems.push(`“${vehicle.name}” was changed after the list was opened: open the list again.`);
        continue;
      }
      const input: VehicleInput = { ...vehicle };
      if (change.kind === 'status') input.status = change.status;
      else {
        input.price = vehicle.price + change.byDollars;
        if (input.price < 1 || input.price > maxVehiclePrice)
          problems.push(`“${vehicle.name}” cannot cost ${input.price} dollars.`);
        else if (vehicle.salePrice !== null && vehicle.salePrice >= input.price)
          problems.push(
            `“${vehicle.name}” has a sale price of ${vehicle.salePrice} dollars, which must stay below its price.`,
          );
      }
      planned.push({ vehicle, input });
    }
    // Only a status can put a cart back among the listed ones, next to one with its numbers.
    if (problems.length === 0 && change.kind === 'status') {
      const listed = await listedIdentities(trx);
      for (const { vehicle, input } of planned) {
        const clash = findClash(identityOf(vehicle.id, input), listed);
        if (clash) problems.push(clashMessage(clash));
      }
    }
    if (problems.length > 0) throw new BulkChangeRefused(problems);
    let changed = 0;
    for (const { vehicle, input } of planned) {
      const result = await saveOverVersion(trx, vehicle, input, { staffEmail, at: now, source: 'list' });
      if (result.outcome === 'stale')
        throw new BulkChangeRefused([
          `“${vehicle.name}” was changed while this was applied: open the list again.`,
        ]);
      if (result.changes.length > 0) changed++;
    }
    return changed;
  });
}
