import 'server-only';

import type { Transaction } from 'kysely';

import { may } from '@/features/staff/access';
import type { StaffRole } from '@/features/staff/staff-roles';
import { database, type Db } from '@/server/db/database';
import { isSqlite } from '@/server/db/dialect';
import type { Database, VehiclesTable } from '@/server/db/schema';

import { fieldAsWritten, fieldNamesWritten, type ChangeSource } from '../change-summary';
import { advertisedPrice, beyondPriceLimit, priceChangeLabel, priceMoveToCheck } from '../price-change-limit';
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
  changesArchive,
  formatHoldDate,
  vehicleConditionLabels,
  vehicleStatusLabels,
  type Vehicle,
  type VehicleStatus,
} from '../vehicle';
import { mergeVehicleEdit } from '../vehicle-edit-merge';
import {
  maxVehiclePrice,
  parseVehicleForm,
  vehicleFieldLabels,
  vehicleFieldNames,
  vehicleToFormValues,
  type VehicleFieldErrors,
  type VehicleFieldName,
  type VehicleFormValues,
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

type Columns = Omit<
  VehiclesTable,
  'id' | 'created_at' | 'updated_at' | 'version' | 'photos_version' | 'hold_until'
>;

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
): Promise<{ outcome: 'saved'; changes: AuditEntry[]; version: number } | StaleVersion> {
  const changes = changedFields(before, input);
  if (changes.length === 0) return { outcome: 'saved', changes, version: before.version };
  await refuseEndingOnlineHold(trx, before, input);
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
  return { outcome: 'saved', changes, version };
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

/**
 * A staff change refused because it would take a cart out of the hold a buyer paid a deposit for
 * online while that hold is live: the hold would stay live, its buyer told the cart is theirs, while
 * the cart went back on sale (or was sold to someone else). Payments' holds page ends it properly:
 * converted to the sale, or ended with the deposit refunded.
 */
export class HeldOnlineError extends Error {
  constructor(
    readonly vehicleId: string,
    name: string,
    untilMs: number,
  ) {
    super(
      `“${name}” is held online until ${formatHoldDate(new Date(untilMs).toISOString())}: a buyer paid a deposit for it. Convert the hold to the sale, or end it and refund the deposit, on the cart holds page (/admin/payments/holds).`,
    );
  }
}

/**
 * When the live online hold of each cart ends, for those that have one (read by SQL from payments'
 * own table: payments builds on the inventory, not the other way).
 */
async function onlineHoldsUntilMs(
  db: Pick<Db, 'selectFrom'>,
  vehicleIds: readonly string[],
): Promise<Map<string, number>> {
  if (vehicleIds.length === 0) return new Map();
  const holds = await db
    .selectFrom('vehicle_holds')
    .select(['vehicle_id', 'until_ms'])
    .where('vehicle_id', 'in', vehicleIds)
    .where('status', '=', 'active')
    .execute();
  return new Map(holds.map((hold) => [hold.vehicle_id, Number(hold.until_ms)]));
}

/** Why each cart a save would take out of its live online hold cannot be, by cart id. */
export async function endingOnlineHolds(
  db: Pick<Db, 'selectFrom'>,
  saves: readonly { before: Pick<Vehicle, 'id' | 'name' | 'status'>; input: Pick<VehicleInput, 'status'> }[],
): Promise<Map<string, HeldOnlineError>> {
  const ending = saves.filter(
    ({ before, input }) => before.status === 'on-hold' && input.status !== 'on-hold',
  );
  const untilMs = await onlineHoldsUntilMs(
    db,
    ending.map(({ before }) => before.id),
  );
  return new Map(
    ending.flatMap(({ before }) => {
      const until = untilMs.get(before.id);
      return until === undefined
        ? []
        : [[before.id, new HeldOnlineError(before.id, before.name, until)] as const];
    }),
  );
}

async function refuseEndingOnlineHold(trx: Transaction<Database>, before: Vehicle, input: VehicleInput) {
  const refusal = (await endingOnlineHolds(trx, [{ before, input }])).get(before.id);
  if (refusal) throw refusal;
}

/** Why a status change was refused for a cart held online, while it still is; for its page. */
export async function heldOnlineRefusal(vehicle: Pick<Vehicle, 'id' | 'name'>): Promise<string | undefined> {
  const untilMs = (await onlineHoldsUntilMs(await database(), [vehicle.id])).get(vehicle.id);
  return untilMs === undefined ? undefined : new HeldOnlineError(vehicle.id, vehicle.name, untilMs).message;
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

/**
 * A cart for sale read under its row's lock (PostgreSQL; SQLite has one writer), so a colleague's
 * save at the same moment goes before or after the caller's transaction, never between its read
 * and its write: a hold started, paid or changed, and a sale, each see the cart as it is.
 */
export async function lockVehicle(trx: Transaction<Database>, id: string) {
  return trx
    .selectFrom('vehicles')
    .select(['id', 'name', 'status', 'hold_until'])
    .where('id', '=', id)
    .$if(!isSqlite(trx), (query) => query.forUpdate())
    .executeTakeFirst();
}
/**
 * A cart changed by an online hold (paid, extended, converted, ended): its status and hold day,
 * its record version raised and the change in its history as a staff change is, so a page, a list
 * or an import opened before it is refused rather than quietly undoing the hold. `onlyIf`: the
 * status it must still have (a hold ending puts back only a cart still on hold).
 */
export async function changeCartForHold(
  trx: Transaction<Database>,
  vehicleId: string,
  change: { status?: VehicleStatus; holdUntil: string | null },
  by: string,
  at: string,
  onlyIf?: VehicleStatus,
): Promise<void> {
  const before = await lockVehicle(trx, vehicleId);
  if (!before || (onlyIf !== undefined && before.status !== onlyIf)) return;
  const updated = await trx
    .updateTable('vehicles')
    .set((eb) => ({
      ...(change.status ? { status: change.status } : {}),
      hold_until: change.holdUntil,
      updated_at: at,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', vehicleId)
    .where('status', '=', before.status)
    .returning('version')
    .executeTakeFirst();
  if (!updated) return;
  const statusLabel = (status: string) => vehicleStatusLabels[status as VehicleStatus] ?? status;
  const holdDay = (iso: string | null) => (iso ? formatHoldDate(iso) : null);
  await writeAudit(trx, { vehicleId, staffEmail: by, at, made: { record: Number(updated.version) } }, [
    ...(change.status && change.status !== before.status
      ? [
          {
            field: vehicleFieldLabels.status,
            oldValue: statusLabel(before.status),
            newValue: statusLabel(change.status),
          },
        ]
      : []),
    ...(holdDay(change.holdUntil) !== holdDay(before.hold_until)
      ? [
          {
            field: 'On hold until',
            oldValue: holdDay(before.hold_until),
            newValue: holdDay(change.holdUntil),
          },
        ]
      : []),
  ]);
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

/** What a save may not do without another right or a confirmation: the messages by field. */
export interface EditRefusal {
  errors: VehicleFieldErrors;
  /** Set when a manager may make this price change once they confirm it, from and to. */
  confirmPrice?: { from: number; to: number; withEarlierSteps?: boolean };
}

/**
 * Checks a save against the person's rights, given the cart as stored, as it would be saved, and
 * its prices before the last day's smaller steps (pricesBeforeSmallSteps).
 */
export type EditGuard = (
  before: Vehicle,
  input: VehicleInput,
  dayStart: Pick<Vehicle, 'price' | 'salePrice'>,
) => EditRefusal | undefined;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Each cart's price and sale price before the price changes of the last 24 hours made by staff who
 * may not move a price beyond the limit, read back from its history: a limit held only against
 * each save would let three cuts of 9% a minute apart make one of 25%. A change made by someone
 * who may (a manager) starts the count afresh, as does anything older than a day.
 */
export async function pricesBeforeSmallSteps(
  db: Pick<Db, 'selectFrom'>,
  vehicles: readonly Vehicle[],
  nowIso: string,
): Promise<Map<string, Pick<Vehicle, 'price' | 'salePrice'>>> {
  const fields = { Price: 'price', 'Sale price': 'salePrice' } as const;
  const written = new Map(
    Object.entries(fields).flatMap(([label, key]) =>
      fieldNamesWritten(label).map((name) => [name, key] as const),
    ),
  );
  const starts = new Map(
    vehicles.map((vehicle) => [vehicle.id, { price: vehicle.price, salePrice: vehicle.salePrice }]),
  );
  if (vehicles.length === 0) return starts;
  const steps = await db
    .selectFrom('vehicle_changes')
    .leftJoin('staff_users', 'staff_users.email', 'vehicle_changes.staff_email')
    .select([
      'vehicle_changes.vehicle_id',
      'vehicle_changes.field',
      'vehicle_changes.old_value',
      'staff_users.role',
    ])
    .where('vehicle_changes.vehicle_id', 'in', [...starts.keys()])
    .where('vehicle_changes.field', 'in', [...written.keys()])
    .where('vehicle_changes.changed_at', '>=', new Date(Date.parse(nowIso) - dayMs).toISOString())
    .orderBy('vehicle_changes.changed_at', 'desc')
    .orderBy('vehicle_changes.id')
    .execute();
  const settled = new Set<string>();
  for (const step of steps) {
    if (settled.has(step.vehicle_id)) continue;
    if (step.role && may({ role: step.role as StaffRole }, 'inventory.large-price-change')) {
      settled.add(step.vehicle_id);
      continue;
    }
    const start = starts.get(step.vehicle_id)!;
    const value = step.old_value === null ? null : Number(step.old_value);
    if (written.get(step.field) === 'price' && value !== null) start.price = value;
    else if (written.get(step.field) === 'salePrice') start.salePrice = value;
  }
  return starts;
}

/** A record edited in the office, as its form sent it. */
export interface VehicleEdit {
  typed: VehicleFormValues;
  /** The record as the form showed it when opened (absent from a page older than this rule). */
  opened?: VehicleFormValues;
  /** The version the form was opened at. */
  openedVersion: number;
  /** The version "Apply mine anyway" was ticked at: the fields both changed take what was typed. */
  applyAnywayAt?: number;
}

export type UpdateResult =
  | { outcome: 'saved'; changes: AuditEntry[]; keptTheirs: VehicleFieldName[]; version: number }
  | (StaleVersion & { bothChanged: VehicleFieldName[] })
  | { outcome: 'refused'; refusal: EditRefusal }
  | { outcome: 'missing' };

/**
 * Saves an edited record and what changed; the id stays whatever the name becomes. When someone
 * saved the cart after the form was opened, their changes stay: this person's changes go on top
 * of the record as it is now (mergeVehicleEdit), and a field both changed is refused, named,
 * until "Apply mine anyway" is ticked for the version the refusal showed.
 */
export async function updateVehicle(
  id: string,
  edit: VehicleEdit,
  staffEmail: string,
  guard: EditGuard,
): Promise<UpdateResult> {
  return changeStock(async (trx, now): Promise<UpdateResult> => {
    const [before] = await loadVehicles(trx, [id]);
    if (!before) return { outcome: 'missing' };
    let values = edit.typed;
    let keptTheirs: VehicleFieldName[] = [];
    if (before.version !== edit.openedVersion) {
      const stale = { outcome: 'stale' as const, currentVersion: before.version };
      if (!edit.opened) return { ...stale, bothChanged: [] };
      const merged = mergeVehicleEdit(edit.opened, edit.typed, vehicleToFormValues(before));
      if (merged.bothChanged.length > 0 && edit.applyAnywayAt !== before.version)
        return { ...stale, bothChanged: merged.bothChanged };
      ({ values, keptTheirs } = merged);
    }
    const parsed = parseVehicleForm(values);
    // Each change was valid on its own; together (a sale price now above their new price) not.
    if (!parsed.success) return { outcome: 'refused', refusal: { errors: parsed.errors } };
    // The history is read only for a save that moves a price: no other save is held to the limit.
    const movesPrice = before.price !== parsed.data.price || before.salePrice !== parsed.data.salePrice;
    const dayStart = movesPrice ? (await pricesBeforeSmallSteps(trx, [before], now)).get(id)! : before;
    const refusal = guard(before, parsed.data, dayStart);
    if (refusal) return { outcome: 'refused', refusal };
    await refuseIdentityClash(trx, identityOf(id, parsed.data));
    const saved = await saveOverVersion(trx, before, parsed.data, { staffEmail, at: now });
    return saved.outcome === 'saved' ? { ...saved, keptTheirs } : { ...saved, bothChanged: [] };
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

export type StatusResult =
  { outcome: 'saved' } | StaleVersion | { outcome: 'missing' } | { outcome: 'not-allowed' };

/**
 * Marks a vehicle available, on hold, sold or archived, if it is still at `expectedVersion`.
 * Into or out of archived only for whoever `mayArchive`, asked of the status as it is under the
 * lock, not as a page read it.
 */
export async function setVehicleStatus(
  id: string,
  status: VehicleStatus,
  staffEmail: string,
  expectedVersion: number,
  mayArchive: boolean,
): Promise<StatusResult> {
  return changeAtVersion(id, expectedVersion, async (trx, before, now): Promise<StatusResult> => {
    if (!mayArchive && changesArchive(before.status, status)) return { outcome: 'not-allowed' };
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

/** One ticked cart as stored, and as the change would leave it. */
export interface PlannedChange {
  vehicle: Vehicle;
  input: VehicleInput;
}

/**
 * What a bulk change would do to each ticked cart (sent with the version the list showed), and
 * every reason it cannot: a cart gone or changed since the list was opened, a price it cannot
 * take, a price moved beyond `limitPercent` (set for whoever may not make larger changes), a
 * stock number another listed cart has.
 */
async function planBulkChange(
  trx: Transaction<Database>,
  targets: readonly { id: string; version: number }[],
  change: BulkChange,
  limitPercent: number | undefined,
  mayArchive: boolean,
  nowIso: string,
): Promise<{ planned: PlannedChange[]; problems: string[] }> {
  const found = new Map(
    (
      await loadVehicles(
        trx,
        targets.map((target) => target.id),
      )
    ).map((v) => [v.id, v]),
  );
  const dayStarts =
    change.kind === 'price' && limitPercent !== undefined
      ? await pricesBeforeSmallSteps(trx, [...found.values()], nowIso)
      : undefined;
  // Every cart a status change would take out of a live online hold, named at once.
  const heldOnline =
    change.kind === 'status'
      ? await endingOnlineHolds(
          trx,
          [...found.values()].map((vehicle) => ({ before: vehicle, input: { status: change.status } })),
        )
      : new Map<string, HeldOnlineError>();
  const problems: string[] = [];
  const planned: PlannedChange[] = [];
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
    const endsHold = heldOnline.get(vehicle.id);
    if (endsHold) problems.push(endsHold.message);
    // An archived cart's price and status are a manager's: what it would come back at too.
    if (!mayArchive && vehicle.status === 'archived')
      problems.push(`“${vehicle.name}” is archived: only a manager can change it or bring it back on sale.`);
    if (change.kind === 'status') {
      input.status = change.status;
      if (!mayArchive && change.status === 'archived' && vehicle.status !== 'archived')
        problems.push(`Only a manager can archive “${vehicle.name}”.`);
    } else {
      // "-500" is what buyers pay: a cart on sale has its sale price moved too, its discount kept.
      input.price = vehicle.price + change.byDollars;
      input.salePrice = vehicle.salePrice === null ? null : vehicle.salePrice + change.byDollars;
      const move = priceMoveToCheck(vehicle, input, dayStarts?.get(vehicle.id));
      const cheapest = advertisedPrice(input);
      if (cheapest < 1 || input.price > maxVehiclePrice)
        problems.push(`“${vehicle.name}” cannot cost ${cheapest < 1 ? cheapest : input.price} dollars.`);
      else if (move && limitPercent !== undefined && beyondPriceLimit(move.from, move.to, limitPercent))
        problems.push(
          `“${vehicle.name}” ${priceChangeLabel(move.from, move.to, move.withEarlierSteps)}: a change of more than ${limitPercent}% needs a manager.`,
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
  return { planned, problems };
}

/** What a bulk change would do, read and never written: the preview staff confirm. */
export async function previewBulkChange(
  targets: readonly { id: string; version: number }[],
  change: BulkChange,
  limitPercent: number | undefined,
  mayArchive: boolean,
): Promise<{ planned: PlannedChange[]; problems: string[] }> {
  const db = await database();
  return db
    .transaction()
    .execute((trx) =>
      planBulkChange(trx, targets, change, limitPercent, mayArchive, new Date().toISOString()),
    );
}

/**
 * Changes the status or price of several carts in one transaction, each change in its cart's
 * history, after checking them as the preview did: any reason one cart cannot take it refuses
 * the whole change.
 */
export async function bulkChangeVehicles(
  targets: readonly { id: string; version: number }[],
  change: BulkChange,
  staffEmail: string,
  limitPercent: number | undefined,
  mayArchive: boolean,
): Promise<number> {
  return changeStock(async (trx, now) => {
    const { planned, problems } = await planBulkChange(trx, targets, change, limitPercent, mayArchive, now);
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
