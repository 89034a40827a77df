'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';

import { may } from '@/features/staff/access';
import { requireStaff } from '@/features/staff/server/current-staff';
import type { StaffUser } from '@/features/staff/server/staff';
import { postedText, readPostedForm, versionToOverwrite } from '@/lib/posted-form';
import { versionParam } from '@/lib/version-param';

import { groupChanges, type ChangeGroup } from './change-summary';
import { importFileTooLarge, maxImportFileBytes } from './import-file-rules';
import { photoRules } from './photo-rules';
import {
  beyondPriceLimit,
  largestPriceMove,
  priceChangeLabel,
  priceChangeLimitSchema,
} from './price-change-limit';
import { applyImport, keepImportFile, undoImport } from './server/inventory-import';
import {
  movePhoto,
  removePhoto,
  restorePhoto,
  setPhotoAlt,
  type PhotoChangeOutcome,
  type PhotoMove,
} from './server/photo-store';
import { priceChangeSetting, savePriceChangeSetting } from './server/price-change-setting';
import {
  BulkChangeRefused,
  IdentityClashError,
  bulkChangeVehicles,
  type BulkChange,
  createVehicle,
  previewBulkChange,
  setVehicleStatus,
  updateVehicle,
  type EditGuard,
  type EditRefusal,
} from './server/vehicle-mutations';
import { changesSince } from './server/vehicle-queries';
import type { IdentityField } from './unit-identity';
import { vehicleStatuses } from './vehicle';
import { readInventoryCsv } from './vehicle-csv';
import {
  parseVehicleForm,
  vehicleFieldNames,
  type VehicleFieldErrors,
  type VehicleFieldName,
  type VehicleFormValues,
} from './vehicle-form';

/** The inventory office's changes. Each one checks who asks first; Next refuses cross-site posts. */

export interface VehicleFormState {
  values: VehicleFormValues;
  errors: VehicleFieldErrors;
  /** Set when the save could not happen for a reason that belongs to no field. */
  message?: string;
  /**
   * Set when someone changed the record after the form was opened and both changed the same
   * fields: what they did, and the fields in question.
   */
  conflict?: { changes: ChangeGroup[]; currentVersion: number; bothChanged: VehicleFieldName[] };
  /** Set when a manager's price change goes beyond the share and waits for their confirmation. */
  confirmPrice?: { from: number; to: number };
  /**
   * Counts the answers: the form's controls are made afresh for each, so every one (a select
   * too, which React would otherwise reset to its first default) shows what was sent.
   */
  attempt?: number;
}

const checkboxes = new Set(['featured', 'lifted']);

function formValues(formData: FormData, prefix = ''): VehicleFormValues {
  return Object.fromEntries(
    vehicleFieldNames.map((name) => {
      const value = formData.get(`${prefix}${name}`);
      if (checkboxes.has(name) && !prefix) return [name, value !== null ? 'yes' : 'no'];
      return [name, typeof value === 'string' ? value : ''];
    }),
  ) as VehicleFormValues;
}

/** The record as the form showed it when opened (its "was." fields), if the form sent it whole. */
function openedValues(formData: FormData): VehicleFormValues | undefined {
  const complete = vehicleFieldNames.every((name) => typeof formData.get(`was.${name}`) === 'string');
  return complete ? formValues(formData, 'was.') : undefined;
}

const vehicleId = z.string().check(z.regex(/^[a-z0-9-]{1,120}$/));

/** A save refused for a stock number or VIN another listed cart has, as a message for its field. */
function identityRefusal(error: unknown): { field: IdentityField; message: string; otherId?: string } {
  if (error instanceof IdentityClashError)
    return { field: error.field, message: error.message, otherId: error.clash?.other.id };
  throw error;
}

/** A price as a confirmation sends it back, or undefined. */
const wholeDollars = (value: unknown) =>
  typeof value === 'string' && /^\d{1,7}$/.test(value) ? Number(value) : undefined;

const archiveRefusal = 'Only a manager can archive a cart: choose another status, or ask a manager.';

/**
 * What this person's save may not do: archive a cart without the right to, or move its price
 * beyond the share the settings allow (a manager may, once they tick the confirmation for exactly
 * that price; anyone else is refused). A cart's first price is free: there is nothing to move.
 */
function editGuard(staff: StaffUser, limitPercent: number, confirmedPrice: number | undefined): EditGuard {
  return (before, input) => {
    const errors: VehicleFieldErrors = {};
    let confirmPrice: EditRefusal['confirmPrice'];
    if (input.status === 'archived' && before.status !== 'archived' && !may(staff, 'inventory.archive'))
      errors.status = [archiveRefusal];
    const move = largestPriceMove(before, input);
    if (move.from !== move.to && beyondPriceLimit(move.from, move.to, limitPercent)) {
      const field = input.salePrice !== before.salePrice ? 'salePrice' : 'price';
      const label = priceChangeLabel(move.from, move.to);
      if (!may(staff, 'inventory.large-price-change'))
        errors[field] = [`${label}: a price change of more than ${limitPercent}% needs a manager.`];
      else if (confirmedPrice !== move.to) {
        errors[field] = [`${label} is more than ${limitPercent}%: tick “Yes, change the price” to save it.`];
        confirmPrice = move;
      }
    }
    return Object.keys(errors).length > 0 ? { errors, confirmPrice } : undefined;
  };
}

export async function saveVehicle(previous: VehicleFormState, formData: FormData): Promise<VehicleFormState> {
  const staff = await requireStaff();
  const values = formValues(formData);
  const attempt = (previous.attempt ?? 0) + 1;
  const parsed = parseVehicleForm(values);
  if (!parsed.success) return { values, errors: parsed.errors, attempt };
  const existing = formData.get('id');
  if (typeof existing === 'string' && existing !== '') {
    const id = vehicleId.safeParse(existing);
    const openedVersion = versionParam(formData.get('version'));
    const gone = { values, errors: {}, message: 'This vehicle no longer exists.', attempt };
    if (!id.success || openedVersion === undefined) return gone;
    const limit = await priceChangeSetting();
    const result = await updateVehicle(
      id.data,
      {
        typed: values,
        opened: openedValues(formData),
        openedVersion,
        applyAnywayAt: versionParam(formData.get('overrideVersion')),
      },
      staff.email,
      editGuard(staff, limit.percent, wholeDollars(formData.get('confirmPrice'))),
    ).catch(identityRefusal);
    if ('field' in result) return { values, errors: { [result.field]: [result.message] }, attempt };
    if (result.outcome === 'missing') return gone;
    if (result.outcome === 'refused') return { values, ...result.refusal, attempt };
    if (result.outcome === 'stale') {
      const changes = groupChanges(await changesSince(id.data, 'record', openedVersion));
      const { currentVersion, bothChanged } = result;
      return { values, errors: {}, conflict: { changes, currentVersion, bothChanged }, attempt };
    }
    const kept = result.keptTheirs.length > 0 ? `&kept=${result.keptTheirs.join(',')}` : '';
    redirect(`/admin/inventory/${id.data}?saved=1${kept}`);
  }
  if (parsed.data.status === 'archived' && !may(staff, 'inventory.archive'))
    return { values, errors: { status: [archiveRefusal] }, attempt };
  const created = await createVehicle(parsed.data, staff.email).catch(identityRefusal);
  if (typeof created !== 'string') return { values, errors: { [created.field]: [created.message] }, attempt };
  redirect(`/admin/inventory/${created}?created=1`);
}

const statusSchema = z.object({ id: vehicleId, status: z.enum(vehicleStatuses) });

export async function changeVehicleStatus(formData: FormData): Promise<void> {
  const staff = await requireStaff();
  const parsed = statusSchema.safeParse({ id: formData.get('id'), status: formData.get('status') });
  const expected = versionParam(formData.get('version'));
  if (!parsed.success || expected === undefined) redirect('/admin/inventory');
  const { id, status } = parsed.data;
  if (status === 'archived') await requireStaff('inventory.archive');
  const result = await setVehicleStatus(id, status, staff.email, expected).catch(identityRefusal);
  if ('field' in result) {
    // The page names the other cart from the database; no message text travels in the address.
    const refusal = new URLSearchParams({ clash: result.field, with: result.otherId ?? '' });
    redirect(`/admin/inventory/${id}?${refusal}`);
  }
  if (result.outcome === 'missing') redirect('/admin/inventory');
  if (result.outcome === 'stale') redirect(`/admin/inventory/${id}?stale=${expected}&wanted=${status}`);
  redirect(`/admin/inventory/${id}?status=${status}`);
}

const photoSchema = z.object({
  id: vehicleId,
  photoId: z.string().check(z.regex(/^[0-9a-f-]{36}$/)),
  photosVersion: z.number(),
});

function photoTarget(formData: FormData) {
  return photoSchema.safeParse({
    id: formData.get('id'),
    photoId: formData.get('photoId'),
    photosVersion: versionParam(formData.get('photosVersion')),
  });
}

/** Back to the photos with what happened: done, or refused because the photos changed meanwhile. */
function afterPhotoChange(
  id: string,
  expected: number,
  outcome: PhotoChangeOutcome,
  done: 'moved' | 'described' | 'removed',
): never {
  if (outcome === 'stale') redirect(`/admin/inventory/${id}?photo=stale&since=${expected}#photos`);
  if (outcome === 'missing') redirect(`/admin/inventory/${id}?photo=missing#photos`);
  redirect(`/admin/inventory/${id}?photo=${done}#photos`);
}

const photoMoves = ['earlier', 'later', 'first'] as const satisfies readonly PhotoMove[];

export async function movePhotoAction(formData: FormData): Promise<void> {
  const staff = await requireStaff();
  const target = photoTarget(formData);
  const direction = photoMoves.find((move) => move === formData.get('direction'));
  if (!target.success || !direction) redirect('/admin/inventory');
  const { id, photoId, photosVersion } = target.data;
  afterPhotoChange(
    id,
    photosVersion,
    await movePhoto(id, photoId, direction, staff.email, photosVersion),
    'moved',
  );
}

export async function savePhotoAlt(formData: FormData): Promise<void> {
  const staff = await requireStaff();
  const target = photoTarget(formData);
  const alt = formData.get('alt');
  if (!target.success || typeof alt !== 'string') redirect('/admin/inventory');
  const { id, photoId, photosVersion } = target.data;
  const outcome = await setPhotoAlt(
    id,
    photoId,
    alt.trim().slice(0, photoRules.maxAltLength),
    staff.email,
    photosVersion,
  );
  afterPhotoChange(id, photosVersion, outcome, 'described');
}

/** Moves a photo to the place it was dropped on (the list's drag and drop). */
export async function placePhotoAction(formData: FormData): Promise<void> {
  const staff = await requireStaff();
  const target = photoTarget(formData);
  const place = z
    .string()
    .check(z.regex(/^\d{1,3}$/))
    .safeParse(formData.get('place'));
  if (!target.success || !place.success) redirect('/admin/inventory');
  const { id, photoId, photosVersion } = target.data;
  afterPhotoChange(
    id,
    photosVersion,
    await movePhoto(id, photoId, { to: Number(place.data) }, staff.email, photosVersion),
    'moved',
  );
}

export async function removePhotoAction(formData: FormData): Promise<void> {
  const staff = await requireStaff();
  const target = photoTarget(formData);
  if (!target.success) redirect('/admin/inventory');
  const { id, photoId, photosVersion } = target.data;
  const outcome = await removePhoto(id, photoId, staff.email, photosVersion);
  // The page offers to put it back for a minute.
  if (outcome === 'done') redirect(`/admin/inventory/${id}?photo=removed&undo=${photoId}#photos`);
  afterPhotoChange(id, photosVersion, outcome, 'removed');
}

const removedPhoto = z.object({ id: vehicleId, photoId: z.uuid() });

/** Puts back a photo removed less than a minute ago. */
export async function restorePhotoAction(formData: FormData): Promise<void> {
  const staff = await requireStaff();
  const target = removedPhoto.safeParse({ id: formData.get('id'), photoId: formData.get('photoId') });
  if (!target.success) redirect('/admin/inventory');
  const { id, photoId } = target.data;
  const outcome = await restorePhoto(id, photoId, staff.email);
  redirect(`/admin/inventory/${id}?photo=${outcome === 'done' ? 'restored' : 'expired'}#photos`);
}

export interface ImportFileState {
  problem?: string;
  /** The file last sent: a browser cannot keep a file choice, so the form names it again. */
  fileName?: string;
}

/** Reads and keeps a CSV, then shows its preview; nothing in the stock changes until Apply. */
export async function checkImportFile(
  _previous: ImportFileState,
  formData: FormData,
): Promise<ImportFileState> {
  const staff = await requireStaff('inventory.import');
  const file = formData.get('file');
  if (!(file instanceof File) || file.size === 0)
    return { problem: 'Choose a CSV file exported from the inventory office.' };
  const fileName = file.name.slice(0, 200);
  if (file.size > maxImportFileBytes) return { problem: importFileTooLarge, fileName };
  const read = readInventoryCsv(new Uint8Array(await file.arrayBuffer()));
  redirect(`/admin/inventory/import?check=${await keepImportFile(fileName, read, staff.email)}`);
}

const importTarget = z.object({ check: z.uuid(), plan: z.string().check(z.regex(/^[\w-]{1,64}$/)) });

/** Applies a previewed file as the preview showed it, with the conflicts ticked to apply anyway. */
export async function applyImportAction(formData: FormData): Promise<void> {
  const staff = await requireStaff('inventory.import');
  const target = importTarget.safeParse({ check: formData.get('check'), plan: formData.get('plan') });
  if (!target.success) redirect('/admin/inventory/import');
  const anyway = new Set(
    formData
      .getAll('applyRow')
      .map(Number)
      .filter((row) => Number.isInteger(row) && row > 1),
  );
  const applied = await applyImport(target.data.check, target.data.plan, anyway, staff.email);
  const page = `/admin/inventory/import?check=${target.data.check}`;
  redirect(applied.outcome === 'moved' ? `${page}&moved=1` : page);
}

/** Takes back the last import applied, if nobody has changed its carts since. */
export async function undoImportAction(formData: FormData): Promise<void> {
  const staff = await requireStaff('inventory.import');
  const check = z.uuid().safeParse(formData.get('check'));
  if (!check.success) redirect('/admin/inventory/import');
  const undone = await undoImport(check.data, staff.email);
  redirect(
    `/admin/inventory/import?check=${check.data}${undone.outcome === 'refused' ? '&undo=refused' : ''}`,
  );
}

export interface BulkChangeState {
  /** The change and amount as sent, so the form shows them again (without JavaScript too). */
  values?: Record<'change' | 'byDollars', string>;
  problems?: string[];
  /** A price change shown before it is applied: each ticked cart's price now and after. */
  preview?: {
    byDollars: number;
    rows: { id: string; version: number; name: string; change: string }[];
  };
  /** Counts the answers, so each refusal or preview is announced afresh. */
  attempt?: number;
}

const maxBulkVehicles = 100;

/** Carts sent as "id:version", by the list's tick boxes ("vehicle") or by a preview ("previewed"). */
function bulkTargets(formData: FormData, name: 'vehicle' | 'previewed'): { id: string; version: number }[] {
  const targets = new Map<string, number>();
  for (const value of formData.getAll(name)) {
    const [id, version] = typeof value === 'string' ? value.split(':') : [];
    const parsedId = vehicleId.safeParse(id);
    const parsedVersion = versionParam(version);
    if (parsedId.success && parsedVersion !== undefined) targets.set(parsedId.data, parsedVersion);
  }
  return [...targets].map(([id, version]) => ({ id, version }));
}

/**
 * The staff list's "With the selected carts": one status, or a price change in dollars, for all.
 * A price change is shown first, cart by cart (now, after, the share), and applied only from that
 * preview, for the same carts and amount; a change beyond the share the settings allow is a
 * manager's, and refused for anyone else before anything is shown as applicable.
 */
export async function bulkChangeAction(
  previous: BulkChangeState,
  formData: FormData,
): Promise<BulkChangeState> {
  const staff = await requireStaff();
  const attempt = (previous.attempt ?? 0) + 1;
  const values = postedText(formData, ['change', 'byDollars']);
  const refuse = (problems: string[]): BulkChangeState => ({ values, problems, attempt });
  // Applied from a preview: exactly the carts it showed, unless the ticks changed since (a page
  // without JavaScript comes back unticked, so no ticks at all is the preview's own set).
  const ticked = bulkTargets(formData, 'vehicle');
  const previewed = bulkTargets(formData, 'previewed');
  const sameCarts =
    previewed.length > 0 &&
    (ticked.length === 0 ||
      (ticked.length === previewed.length &&
        ticked.every((cart) =>
          previewed.some((shown) => shown.id === cart.id && shown.version === cart.version),
        )));
  const targets = sameCarts ? previewed : ticked;
  if (targets.length === 0) return refuse(['Tick at least one cart in the list first.']);
  if (targets.length > maxBulkVehicles) return refuse([`Change at most ${maxBulkVehicles} carts at once.`]);
  const choice = formData.get('change');
  const status = vehicleStatuses.find((value) => `status:${value}` === choice);
  if (status === 'archived') await requireStaff('inventory.archive');
  let change: BulkChange;
  if (status) change = { kind: 'status', status };
  else if (choice === 'price') {
    const typed = formData.get('byDollars');
    const byDollars = typeof typed === 'string' ? Number(typed.trim().replace(/[$,]/g, '')) : Number.NaN;
    if (!Number.isInteger(byDollars) || byDollars === 0)
      return refuse(['Enter the price change in whole dollars, e.g. -500 to lower each price by $500.']);
    change = { kind: 'price', byDollars };
  } else return refuse(['Choose what to change.']);
  const limitPercent = may(staff, 'inventory.large-price-change')
    ? undefined
    : (await priceChangeSetting()).percent;
  const confirmed =
    change.kind === 'price' && sameCarts && formData.get('confirmByDollars') === String(change.byDollars);
  if (change.kind === 'price' && !confirmed) {
    const { planned, problems } = await previewBulkChange(targets, change, limitPercent);
    if (problems.length > 0) return refuse(problems);
    const rows = planned.map(({ vehicle, input }) => {
      const move = largestPriceMove(vehicle, input);
      return {
        id: vehicle.id,
        version: vehicle.version,
        name: vehicle.name,
        change: priceChangeLabel(move.from, move.to),
      };
    });
    return { values, preview: { byDollars: change.byDollars, rows }, attempt };
  }
  let changed: number;
  try {
    changed = await bulkChangeVehicles(targets, change, staff.email, limitPercent);
  } catch (error) {
    if (error instanceof BulkChangeRefused) return refuse(error.problems);
    if (error instanceof IdentityClashError) return refuse([error.message]);
    throw error;
  }
  // Back to the list as it was filtered, saying how many carts changed.
  const listQuery = formData.get('listQuery');
  const filters =
    typeof listQuery === 'string' && /^\?[\w\-.%=&+]*$/.test(listQuery) ? listQuery.slice(1) : '';
  redirect(`/admin/inventory?${filters ? `${filters}&` : ''}changed=${changed}`);
}

export interface PriceLimitState {
  values?: Record<'percent', string>;
  errors?: Record<string, string[]>;
  stale?: { currentVersion: string };
  attempt?: number;
}

/** The share anyone may move a price by without a manager, saved only over the version shown. */
export async function savePriceLimitAction(
  previous: PriceLimitState,
  formData: FormData,
): Promise<PriceLimitState> {
  const staff = await requireStaff('settings.inventory');
  const form = readPostedForm(previous, formData, ['percent'], priceChangeLimitSchema);
  if (form.refusal) return form.refusal;
  const { values, attempt, data } = form;
  const saved = await savePriceChangeSetting(Number(data.percent), staff.email, versionToOverwrite(formData));
  if (saved.outcome === 'stale') return { values, stale: { currentVersion: saved.current.version }, attempt };
  redirect('/admin/inventory/settings?saved=prices');
}
