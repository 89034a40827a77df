'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';

import { requireManager, requireStaff } from '@/features/staff/server/current-staff';
import { versionParam } from '@/lib/version-param';

import { groupChanges, type ChangeGroup } from './change-summary';
import { importFileTooLarge, maxImportFileBytes } from './import-file-rules';
import { photoRules } from './photo-rules';
import { applyImport, keepImportFile, undoImport } from './server/inventory-import';
import {
  movePhoto,
  removePhoto,
  restorePhoto,
  setPhotoAlt,
  type PhotoChangeOutcome,
  type PhotoMove,
} from './server/photo-store';
import {
  BulkChangeRefused,
  IdentityClashError,
  bulkChangeVehicles,
  type BulkChange,
  createVehicle,
  setVehicleStatus,
  updateVehicle,
} from './server/vehicle-mutations';
import { changesSince } from './server/vehicle-queries';
import type { IdentityField } from './unit-identity';
import { vehicleStatuses } from './vehicle';
import { readInventoryCsv } from './vehicle-csv';
import {
  parseVehicleForm,
  vehicleFieldNames,
  type VehicleFieldErrors,
  type VehicleFormValues,
} from './vehicle-form';

/** The inventory office's changes. Each one checks who asks first; Next refuses cross-site posts. */

export interface VehicleFormState {
  values: VehicleFormValues;
  errors: VehicleFieldErrors;
  /** Set when the save could not happen for a reason that belongs to no field. */
  message?: string;
  /** Set when someone changed the record after the form was opened: what they changed. */
  conflict?: { changes: ChangeGroup[]; currentVersion: number };
  /**
   * Counts the answers: the form's controls are made afresh for each, so every one (a select
   * too, which React would otherwise reset to its first default) shows what was sent.
   */
  attempt?: number;
}

const checkboxes = new Set(['featured', 'lifted']);

function formValues(formData: FormData): VehicleFormValues {
  return Object.fromEntries(
    vehicleFieldNames.map((name) => {
      if (checkboxes.has(name)) return [name, formData.has(name) ? 'yes' : 'no'];
      const value = formData.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  ) as VehicleFormValues;
}

const vehicleId = z.string().check(z.regex(/^[a-z0-9-]{1,120}$/));

/** A save refused for a stock number or VIN another listed cart has, as a message for its field. */
function identityRefusal(error: unknown): { field: IdentityField; message: string; otherId?: string } {
  if (error instanceof IdentityClashError)
    return { field: error.field, message: error.message, otherId: error.clash?.other.id };
  throw error;
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
    // "Apply mine anyway" sends the version the refusal showed; a plain save the one it opened at.
    const expected = versionParam(formData.get('overrideVersion')) ?? versionParam(formData.get('version'));
    const gone = { values, errors: {}, message: 'This vehicle no longer exists.', attempt };
    if (!id.success || expected === undefined) return gone;
    const result = await updateVehicle(id.data, parsed.data, staff.email, expected).catch(identityRefusal);
    if ('field' in result) return { values, errors: { [result.field]: [result.message] }, attempt };
    if (result.outcome === 'missing') return gone;
    if (result.outcome === 'stale') {
      const changes = groupChanges(await changesSince(id.data, 'record', expected));
      return { values, errors: {}, conflict: { changes, currentVersion: result.currentVersion }, attempt };
    }
    redirect(`/admin/inventory/${id.data}?saved=1`);
  }
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
  if (status === 'archived') await requireManager();
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
  const staff = await requireManager();
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
  const staff = await requireManager();
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
  const staff = await requireManager();
  const check = z.uuid().safeParse(formData.get('check'));
  if (!check.success) redirect('/admin/inventory/import');
  const undone = await undoImport(check.data, staff.email);
  redirect(
    `/admin/inventory/import?check=${check.data}${undone.outcome === 'refused' ? '&undo=refused' : ''}`,
  );
}

export interface BulkChangeState {
  problems?: string[];
}

const maxBulkVehicles = 100;

/** The staff list's "With the selected carts": one status, or a price change in dollars, for all. */
export async function bulkChangeAction(
  _previous: BulkChangeState,
  formData: FormData,
): Promise<BulkChangeState> {
  const staff = await requireStaff();
  // Each tick box sends "id:version".
  const targets = formData.getAll('vehicle').flatMap((value) => {
    const [id, version] = typeof value === 'string' ? value.split(':') : [];
    const parsedId = vehicleId.safeParse(id);
    const parsedVersion = versionParam(version);
    return parsedId.success && parsedVersion !== undefined
      ? [{ id: parsedId.data, version: parsedVersion }]
      : [];
  });
  if (targets.length === 0) return { problems: ['Tick at least one cart in the list first.'] };
  if (targets.length > maxBulkVehicles)
    return { problems: [`Change at most ${maxBulkVehicles} carts at once.`] };
  const choice = formData.get('change');
  const status = vehicleStatuses.find((value) => `status:${value}` === choice);
  if (status === 'archived') await requireManager();
  let change: BulkChange;
  if (status) change = { kind: 'status', status };
  else if (choice === 'price') {
    const typed = formData.get('byDollars');
    const byDollars = typeof typed === 'string' ? Number(typed.trim().replace(/[$,]/g, '')) : Number.NaN;
    if (!Number.isInteger(byDollars) || byDollars === 0)
      return {
        problems: ['Enter the price change in whole dollars, e.g. -500 to lower each price by $500.'],
      };
    change = { kind: 'price', byDollars };
  } else return { problems: ['Choose what to change.'] };
  let changed: number;
  try {
    changed = await bulkChangeVehicles(targets, change, staff.email);
  } catch (error) {
    if (error instanceof BulkChangeRefused) return { problems: error.problems };
    if (error instanceof IdentityClashError) return { problems: [error.message] };
    throw error;
  }
  // Back to the list as it was filtered, saying how many carts changed.
  const listQuery = formData.get('listQuery');
  const filters =
    typeof listQuery === 'string' && /^\?[\w\-.%=&+]*$/.test(listQuery) ? listQuery.slice(1) : '';
  redirect(`/admin/inventory?${filters ? `${filters}&` : ''}changed=${changed}`);
}
