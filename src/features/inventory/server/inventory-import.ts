import 'server-only';

import { randomUUID } from 'node:crypto';

import type { Transaction } from 'kysely';

import { staffNamer } from '@/features/staff/server/staff-directory';
import type { StaffNamer } from '@/features/staff/staff-roles';
import { formatDateTime } from '@/lib/format-date';
import { database, type Db } from '@/server/db/database';
import type { Database, InventoryImportsTable } from '@/server/db/schema';
import { sha256Base64url } from '@/server/security/digest';

import { groupChanges, type ChangeGroup } from '../change-summary';
import { priceMoveToCheck } from '../price-change-limit';
import { clashFinder, clashMessage, identityFieldLabels, type UnitIdentity } from '../unit-identity';
import { vehicleStatusLabels, type Vehicle } from '../vehicle';
import type { CsvProblem, CsvVehicleRow, InventoryCsvResult } from '../vehicle-csv';
import { vehicleFieldLabels, vehicleFieldNames, type VehicleInput } from '../vehicle-form';
import { uniqueSlug } from '../vehicle-slug';
import type { AuditEntry } from './audit-trail';
import {
  HeldOnlineError,
  IdentityClashError,
  changeStock,
  changedFields,
  endingOnlineHolds,
  identityOf,
  insertVehicle,
  saveOverVersion,
} from './vehicle-mutations';
import { changesSince, loadVehicles } from './vehicle-queries';

/**
 * The CSV import in two steps. A file sent is read, checked and kept, and its preview shows what
 * applying it would do to the stock as it is now: carts to add, carts to change (each field was →
 * now), rows exported before someone else changed the cart (conflicts, applied only when ticked)
 * and every problem by row. Apply writes all of it in one transaction, or nothing if the stock
 * moved since the preview; the last import applied can be undone from what it overwrote.
 */

/** A row that changes a cart: as exported ("change"), or exported before the cart last changed. */
export interface ChangingRow {
  kind: 'change' | 'conflict';
  row: number;
  id: string;
  name: string;
  /** The cart's version the plan was made against. */
  version: number;
  exportedVersion: number;
  input: VehicleInput;
  changes: AuditEntry[];
  /**
   * How far the row moves the cart's prices (the larger of the list and advertised moves, without
   * the day's earlier steps: an import is a manager's, warned and not refused); absent when it
   * leaves them.
   */
  priceMove?: { from: number; to: number };
}

export type PlannedRow =
  | { kind: 'add'; row: number; input: VehicleInput }
  | ChangingRow
  | { kind: 'unchanged'; row: number; id: string; name: string };

export interface ImportPlan {
  rows: PlannedRow[];
  problems: CsvProblem[];
}

/**
 * What the rows would do to `stock`. An id that names no cart is an error (a new cart's id is
 * empty), as is a stock number or VIN that two listed carts would share afterwards.
 */
export function planImport(rows: readonly CsvVehicleRow[], stock: ReadonlyMap<string, Vehicle>): ImportPlan {
  const problems: CsvProblem[] = [];
  const planned: PlannedRow[] = [];
  for (const { row, id, exportedVersion, input } of rows) {
    if (!id) {
      planned.push({ kind: 'add', row, input });
      continue;
    }
    const current = stock.get(id);
    if (!current) {
      problems.push({
        row,
        field: 'id',
        message: `No cart has the id “${id}”. Check it against an export; a row for a new cart leaves the id empty.`,
      });
      continue;
    }
    const exported = exportedVersion ?? 0;
    if (exported > current.version) {
      problems.push({
        row,
        field: 'version',
        message: `is ${exported}, but “${current.name}” is only at version ${current.version}: this row did not come from an export. Export again.`,
      });
      continue;
    }
    const changes = changedFields(current, input);
    if (changes.length === 0) {
      planned.push({ kind: 'unchanged', row, id, name: current.name });
      continue;
    }
    const move = priceMoveToCheck(current, input);
    planned.push({
      kind: exported < current.version ? 'conflict' : 'change',
      row,
      id,
      name: current.name,
      version: current.version,
      exportedVersion: exported,
      input,
      changes,
      ...(move && { priceMove: { from: move.from, to: move.to } }),
    });
  }
  problems.push(
    ...identityProblems(
      rows.filter((row) => !row.id || stock.has(row.id)),
      stock.values(),
    ),
  );
  problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return { rows: planned, problems };
}

/**
 * The stock as the import would leave it, checked for two listed carts sharing a stock number or
 * VIN: within the file ("also on row 7") or against the stock ("already on ..."), by row. A cart
 * in `leftOut` keeps what it has because its own row (the number given) is not applied.
 */
function identityProblems(
  rows: readonly CsvVehicleRow[],
  stock: Iterable<Vehicle>,
  leftOut: ReadonlyMap<string, number> = new Map(),
): CsvProblem[] {
  const after = new Map<string, UnitIdentity>();
  const rowOf = new Map<string, number>();
  for (const vehicle of stock) after.set(vehicle.id, vehicle);
  const keys = rows.map(({ row, id, input }) => {
    const key = id || `row ${row}`;
    after.set(key, identityOf(key, input));
    rowOf.set(key, row);
    return key;
  });
  const problems: CsvProblem[] = [];
  const clashOf = clashFinder(after.values());
  for (const [index, { row }] of rows.entries()) {
    const clash = clashOf(after.get(keys[index]!)!);
    if (!clash) continue;
    const otherRow = rowOf.get(clash.other.id);
    const leftOutRow = leftOut.get(clash.other.id);
    const label = identityFieldLabels[clash.field];
    problems.push({
      row,
      field: label,
      message:
        otherRow !== undefined
          ? `${label} ${clash.value} is also on row ${otherRow} of this file. Each listed or held cart needs its own.`
          : leftOutRow !== undefined
            ? `${label} ${clash.value} stays on “${clash.other.name}” while row ${leftOutRow}, which changes that cart, is left out: tick row ${leftOutRow} to apply it too, or leave this row's ${label.toLowerCase()} as it was.`
            : clashMessage(clash),
    });
  }
  return problems;
}

/**
 * The plan's rows that Apply writes when only the conflicts in `applyAnyway` are ticked, checked
 * as the stock would then be: a row may take a stock number or VIN that a conflict row frees, and
 * that cart keeps it while its row is left out. Empty when the ticks leave nothing to clash.
 */
function leftOutProblems(
  plan: ImportPlan,
  rows: readonly CsvVehicleRow[],
  stock: ReadonlyMap<string, Vehicle>,
  applyAnyway: ReadonlySet<number>,
): CsvProblem[] {
  const leftOut = new Map<string, number>();
  for (const planned of plan.rows)
    if (planned.kind === 'conflict' && !applyAnyway.has(planned.row)) leftOut.set(planned.id, planned.row);
  if (leftOut.size === 0) return [];
  const applied = rows.filter((row) => !leftOut.has(row.id) && (!row.id || stock.has(row.id)));
  return identityProblems(applied, stock.values(), leftOut);
}

/**
 * What a preview showed, in a few characters: each row's kind and the version of the cart it
 * saw. Apply compares it with the plan made again inside its transaction, so what is applied is
 * exactly what was shown, or nothing.
 */
export function planFingerprint(plan: ImportPlan): string {
  const shape = plan.rows
    .map((row) => `${row.row}:${row.kind}:${'version' in row ? row.version : ''}`)
    .join('\n');
  return sha256Base64url(shape).slice(0, 22);
}

export interface ImportSummary {
  added: number;
  changed: number;
  unchanged: number;
  /** Rows exported before their cart last changed, left out because nobody ticked them. */
  skipped: number;
}

/** What an applied import overwrote and added, so that undo can put the stock back. */
interface ImportUndo {
  added: string[];
  changed: { id: string; versionAfter: number; before: VehicleInput }[];
}

/** Keeps a file sent to the import, as read, and returns the id its preview is shown under. */
export async function keepImportFile(
  fileName: string,
  read: InventoryCsvResult,
  staffEmail: string,
): Promise<string> {
  const db = await database();
  const id = randomUUID();
  const now = new Date();
  // Files checked and never applied are of no use after a week.
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString();
  await db
    .deleteFrom('inventory_imports')
    .where('applied_at', 'is', null)
    .where('checked_at', '<', weekAgo)
    .execute();
  await db
    .insertInto('inventory_imports')
    .values({
      id,
      file_name: fileName,
      checked_by: staffEmail,
      checked_at: now.toISOString(),
      file_rows: JSON.stringify(read.rows),
      problems: JSON.stringify(read.ok ? [] : read.problems),
    })
    .execute();
  return id;
}

export interface ImportCheck {
  id: string;
  fileName: string;
  checkedBy: string;
  checkedAt: string;
  /** Problems with the file or with what it would do; nothing can be applied while there are any. */
  problems: CsvProblem[];
  /** The preview against the stock as it is now, while the file is not applied and has no problems. */
  preview?: {
    rows: PlannedRow[];
    fingerprint: string;
    /** For each conflict, by cart id: who changed what since the row was exported. */
    changedSince: Record<string, ChangeGroup[]>;
    /** For each conflict that would end a live online hold, by cart id: why it cannot be ticked. */
    heldOnline: Record<string, string>;
    /** The conflict rows ticked when Apply was last refused, and why it was: see leftOutProblems. */
    ticked?: { rows: number[]; problems: CsvProblem[] };
  };
  applied?: { by: string; at: string; summary: ImportSummary };
  undone?: { by: string; at: string };
}

const parsed = <T>(json: string | null): T | undefined =>
  json === null ? undefined : (JSON.parse(json) as T);

/**
 * A kept file as its page shows it: the preview made now, or what applying it did. `ticked`, the
 * conflict rows sent with an Apply refused for a clash, is kept in the preview with that clash.
 */
export async function findImportCheck(
  id: string,
  ticked?: ReadonlySet<number>,
): Promise<ImportCheck | undefined> {
  const db = await database();
  const [record, named] = await Promise.all([importRecord(db, id), staffNamer(db)]);
  if (!record) return undefined;
  const check: ImportCheck = {
    id,
    fileName: record.file_name,
    checkedBy: named(record.checked_by),
    checkedAt: record.checked_at,
    problems: parsed<CsvProblem[]>(record.problems)!,
    ...appliedPart(record, named),
  };
  if (check.applied) return check;
  // The rows that read well are checked against the stock too, so every problem shows at once.
  const fileRows = parsed<CsvVehicleRow[]>(record.file_rows)!;
  const stock = await stockById(db);
  const plan = planImport(fileRows, stock);
  const changing = plan.rows.filter(
    (row): row is ChangingRow => row.kind === 'change' || row.kind === 'conflict',
  );
  // A cart a buyer paid to hold keeps its status: a row that would end the hold cannot be applied,
  // said here rather than only when Apply is refused. A conflict row is left out unless ticked, so
  // its own note replaces the tick.
  const holds = await endingOnlineHolds(
    db,
    changing.map((row) => ({ before: stock.get(row.id)!, input: row.input })),
  );
  const heldOnline: Record<string, string> = {};
  const holdProblems: CsvProblem[] = [];
  for (const row of changing) {
    const refusal = holds.get(row.id);
    if (refusal && row.kind === 'conflict') heldOnline[row.id] = refusal.message;
    else if (refusal)
      holdProblems.push({
        row: row.row,
        field: vehicleFieldLabels.status,
        message: `${refusal.message} Until then, leave this row's status at ${vehicleStatusLabels['on-hold']}.`,
      });
  }
  const problems = [...check.problems, ...plan.problems, ...holdProblems].sort(
    (a, b) => (a.row ?? 0) - (b.row ?? 0),
  );
  if (problems.length > 0) return { ...check, problems };
  const changedSince: Record<string, ChangeGroup[]> = {};
  for (const row of changing)
    if (row.kind === 'conflict')
      changedSince[row.id] = groupChanges(await changesSince(row.id, 'record', row.exportedVersion));
  const preview: NonNullable<ImportCheck['preview']> = {
    rows: plan.rows,
    fingerprint: planFingerprint(plan),
    changedSince,
    heldOnline,
  };
  if (ticked)
    preview.ticked = { rows: [...ticked], problems: leftOutProblems(plan, fileRows, stock, ticked) };
  return { ...check, preview };
}

/** Who applied and undid the import, named as the staff pages name them now (stored by sign-in address). */
function appliedPart(
  record: InventoryImportsTable,
  named: StaffNamer,
): Pick<ImportCheck, 'applied' | 'undone'> {
  return {
    applied:
      record.applied_at && record.applied_by
        ? {
            by: named(record.applied_by),
            at: record.applied_at,
            summary: parsed<ImportSummary>(record.summary)!,
          }
        : undefined,
    undone:
      record.undone_at && record.undone_by
        ? { by: named(record.undone_by), at: record.undone_at }
        : undefined,
  };
}

function importRecord(db: Db, id: string): Promise<InventoryImportsTable | undefined> {
  return db.selectFrom('inventory_imports').selectAll().where('id', '=', id).executeTakeFirst();
}

async function stockById(db: Pick<Transaction<Database>, 'selectFrom'>): Promise<Map<string, Vehicle>> {
  return new Map((await loadVehicles(db as Transaction<Database>)).map((vehicle) => [vehicle.id, vehicle]));
}

/** The stock changed between the preview and Apply (or during it, on PostgreSQL): nothing was applied. */
class StockMovedDuringApply extends Error {}

export type ApplyOutcome =
  | { outcome: 'applied'; summary: ImportSummary }
  /** The plan made now differs from the preview, or has problems the preview did not: see it again. */
  | { outcome: 'moved' }
  /** A row applied would clash with a cart whose conflict row was not ticked: the preview says which. */
  | { outcome: 'left-out-clash' }
  /** A row would take a cart out of a live online hold: nothing was applied. */
  | { outcome: 'held-online'; vehicleId: string }
  | { outcome: 'refused' }
  | { outcome: 'missing' }
  | { outcome: 'already-applied' };

/**
 * Rows written between two turns of the event loop while an import applies. On SQLite every
 * statement runs at once (better-sqlite3 is synchronous), so without a turn a whole file was one
 * block of work that no other request of the process could come between. The import stays one
 * transaction; what it lets through meanwhile is work that needs no database (a page or the API
 * answered from the stock this process keeps), since SQLite's one connection is the import's.
 */
const rowsBetweenTurns = 200;
const nextTurnOfEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Applies a kept file exactly as its preview (`fingerprint`) showed it, conflicts only for the
 * rows in `applyAnyway`, in one transaction; the import keeps who applied it and what it replaced.
 */
export async function applyImport(
  id: string,
  fingerprint: string,
  applyAnyway: ReadonlySet<number>,
  staffEmail: string,
): Promise<ApplyOutcome> {
  try {
    return await changeStock(async (trx, now): Promise<ApplyOutcome> => {
      const record = await importRecord(trx, id);
      if (!record) return { outcome: 'missing' };
      if (record.applied_at) return { outcome: 'already-applied' };
      if (parsed<CsvProblem[]>(record.problems)!.length > 0) return { outcome: 'refused' };
      const stock = await stockById(trx);
      const fileRows = parsed<CsvVehicleRow[]>(record.file_rows)!;
      const plan = planImport(fileRows, stock);
      if (plan.problems.length > 0 || planFingerprint(plan) !== fingerprint) return { outcome: 'moved' };
      if (leftOutProblems(plan, fileRows, stock, applyAnyway).length > 0)
        return { outcome: 'left-out-clash' };

      const summary: ImportSummary = { added: 0, changed: 0, unchanged: 0, skipped: 0 };
      const undo: ImportUndo = { added: [], changed: [] };
      const taken = new Set(stock.keys());
      for (const [index, planned] of plan.rows.entries()) {
        if (index > 0 && index % rowsBetweenTurns === 0) await nextTurnOfEventLoop();
        if (planned.kind === 'unchanged') summary.unchanged++;
        else if (planned.kind === 'add') {
          const slug = uniqueSlug(planned.input.name, (candidate) => taken.has(candidate));
          taken.add(slug);
          await insertVehicle(trx, slug, planned.input, { staffEmail, at: now, as: 'Imported' });
          undo.added.push(slug);
          summary.added++;
        } else if (planned.kind === 'conflict' && !applyAnyway.has(planned.row)) summary.skipped++;
        else {
          const before = stock.get(planned.id)!;
          const saved = await saveOverVersion(trx, before, planned.input, {
            staffEmail,
            at: now,
            source: 'import',
          });
          // On PostgreSQL a save can still reach the cart between the plan and this write.
          if (saved.outcome === 'stale') throw new StockMovedDuringApply();
          undo.changed.push({ id: before.id, versionAfter: before.version + 1, before: inputOf(before) });
          summary.changed++;
        }
      }
      const marked = await trx
        .updateTable('inventory_imports')
        .set({
          applied_by: staffEmail,
          applied_at: now,
          summary: JSON.stringify(summary),
          undo: JSON.stringify(undo),
        })
        .where('id', '=', id)
        .where('applied_at', 'is', null)
        .executeTakeFirst();
      // Two Apply presses at once: the second finds the first's mark and writes nothing.
      if (Number(marked.numUpdatedRows) !== 1) throw new StockMovedDuringApply();
      return { outcome: 'applied', summary };
    });
  } catch (error) {
    if (error instanceof StockMovedDuringApply || error instanceof IdentityClashError)
      return { outcome: 'moved' };
    if (error instanceof HeldOnlineError) return { outcome: 'held-online', vehicleId: error.vehicleId };
    throw error;
  }
}

const inputOf = (vehicle: Vehicle): VehicleInput =>
  Object.fromEntries(vehicleFieldNames.map((name) => [name, vehicle[name]])) as unknown as VehicleInput;

export interface AppliedImport {
  id: string;
  fileName: string;
  appliedBy: string;
  appliedAt: string;
  summary: ImportSummary;
  undone?: { by: string; at: string };
}

/** The imports applied, newest first: the first of them, if not undone, is the one undo can take back. */
export async function appliedImports(limit = 10): Promise<AppliedImport[]> {
  const db = await database();
  const [records, named] = await Promise.all([
    db
      .selectFrom('inventory_imports')
      .selectAll()
      .where('applied_at', 'is not', null)
      .orderBy('applied_at', 'desc')
      .limit(limit)
      .execute(),
    staffNamer(db),
  ]);
  return records.map((record) => {
    const { applied, undone } = appliedPart(record, named);
    return {
      id: record.id,
      fileName: record.file_name,
      appliedBy: applied!.by,
      appliedAt: applied!.at,
      summary: applied!.summary,
      undone,
    };
  });
}

/**
 * Why the import cannot be undone now, one line per reason; empty when it can. Undo puts back only
 * what nobody has touched since: a cart changed after the import stops it rather than lose that.
 */
async function undoBlockers(trx: Transaction<Database>, record: InventoryImportsTable): Promise<string[]> {
  if (!record.applied_at) return ['This file was never applied.'];
  if (record.undone_at) return ['This import has already been undone.'];
  const last = await trx
    .selectFrom('inventory_imports')
    .select('id')
    .where('applied_at', 'is not', null)
    .orderBy('applied_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (last?.id !== record.id) return ['Only the last import applied can be undone.'];
  const undo = parsed<ImportUndo>(record.undo)!;
  const stock = new Map(
    (await loadVehicles(trx, [...undo.added, ...undo.changed.map((change) => change.id)])).map((vehicle) => [
      vehicle.id,
      vehicle,
    ]),
  );
  const blockers: string[] = [];
  for (const { id, versionAfter } of undo.changed) {
    const vehicle = stock.get(id);
    if (vehicle && vehicle.version !== versionAfter)
      blockers.push(
        `“${vehicle.name}” has been changed since the import${await lastChangeBy(trx, id, versionAfter)}.`,
      );
  }
  const withCustomers = await addedCartsWithCustomers(trx, undo.added);
  for (const id of undo.added) {
    const vehicle = stock.get(id);
    if (vehicle && (vehicle.version !== 1 || vehicle.photosVersion !== 1))
      blockers.push(`“${vehicle.name}”, which the import added, has been edited or given photos since.`);
    else if (vehicle && withCustomers.has(id))
      blockers.push(
        `“${vehicle.name}”, which the import added, has had an enquiry or a hold from a customer since: archive it instead.`,
      );
  }
  return blockers;
}

/**
 * The carts among `ids` a customer has asked about or started holding: removing one would leave
 * its leads naming no cart and its hold (kept with its payment) pointing nowhere.
 */
async function addedCartsWithCustomers(
  trx: Transaction<Database>,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const [leads, holds] = await Promise.all([
    trx.selectFrom('leads').select('vehicle_id').where('vehicle_id', 'in', ids).execute(),
    trx.selectFrom('vehicle_holds').select('vehicle_id').where('vehicle_id', 'in', ids).execute(),
  ]);
  return new Set([...leads, ...holds].map((row) => row.vehicle_id).filter((id) => id !== null));
}

/** " (by sam@…, Nov 25, 2026, 3:42 PM)": who last changed the cart after `version`, when. */
async function lastChangeBy(trx: Transaction<Database>, vehicleId: string, version: number): Promise<string> {
  const change = (await changesSince(vehicleId, 'record', version, trx)).at(-1);
  return change ? ` (by ${change.staff_email}, ${formatDateTime(change.changed_at)})` : '';
}

export type UndoOutcome =
  { outcome: 'undone' } | { outcome: 'refused'; reasons: string[] } | { outcome: 'missing' };

/** Why the import `id` cannot be undone now (empty when it can), for the page to say before anyone tries. */
export async function importUndoBlockers(id: string): Promise<string[]> {
  const db = await database();
  return db.transaction().execute(async (trx) => {
    const record = await importRecord(trx, id);
    return record ? undoBlockers(trx, record) : ['No such import.'];
  });
}

/**
 * Puts back every cart the import changed, as it was before, and removes the carts it added, in
 * one transaction; refused, changing nothing, if any of them has changed since.
 */
export async function undoImport(id: string, staffEmail: string): Promise<UndoOutcome> {
  try {
    return await changeStock(async (trx, now): Promise<UndoOutcome> => {
      const record = await importRecord(trx, id);
      if (!record) return { outcome: 'missing' };
      const reasons = await undoBlockers(trx, record);
      if (reasons.length > 0) return { outcome: 'refused', reasons };
      const undo = parsed<ImportUndo>(record.undo)!;
      const stock = new Map(
        (
          await loadVehicles(
            trx,
            undo.changed.map((change) => change.id),
          )
        ).map((vehicle) => [vehicle.id, vehicle]),
      );
      for (const { id: vehicleId, before } of undo.changed) {
        const current = stock.get(vehicleId);
        if (!current) continue;
        const saved = await saveOverVersion(trx, current, before, {
          staffEmail,
          at: now,
          source: 'import undone',
        });
        if (saved.outcome === 'stale') throw new StockMovedDuringApply();
      }
      if (undo.added.length > 0) {
        await trx.deleteFrom('vehicle_changes').where('vehicle_id', 'in', undo.added).execute();
        await trx.deleteFrom('vehicles').where('id', 'in', undo.added).execute();
      }
      await trx
        .updateTable('inventory_imports')
        .set({ undone_by: staffEmail, undone_at: now })
        .where('id', '=', id)
        .execute();
      return { outcome: 'undone' };
    });
  } catch (error) {
    if (error instanceof StockMovedDuringApply)
      return {
        outcome: 'refused',
        reasons: ['A cart of this import changed while it was undone. Try again.'],
      };
    if (error instanceof IdentityClashError || error instanceof HeldOnlineError)
      return { outcome: 'refused', reasons: [error.message] };
    throw error;
  }
}
