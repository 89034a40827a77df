'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';

import { may } from '@/features/staff/access';
import { requireStaff } from '@/features/staff/server/current-staff';
import type { StaffUser } from '@/features/staff/server/staff';
import {
  settingsSaveAnswer,
  staffFormAction,
  staffPostAction,
} from '@/features/staff/server/staff-form-action';
import { readPostedForm, versionToOverwrite, type FormState } from '@/lib/posted-form';
import { versionField, versionParam } from '@/lib/version-param';

import { groupChanges, type ChangeGroup } from './change-summary';
import { importFileTooLarge, maxImportFileBytes, tickedRows } from './import-file-rules';
import { photoRules } from './photo-rules';
import {
  beyondPriceLimit,
  pricesChangeLabel,
  priceChangeLabel,
  priceChangeLimitSchema,
  priceMoveToCheck,
  typedDollarsChange,
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
  HeldOnlineError,
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
import { changesSince, findVehicleForStaff } from './server/vehicle-queries';
import type { IdentityField } from './unit-identity';
import { archivedForManagers, changesArchive, vehicleStatuses } from './vehicle';
import { readInventoryCsv } from './vehicle-csv';
import {
  vehicleFieldNames,
  vehicleSchema,
  type VehicleFieldErrors,
  type VehicleFieldName,
  type VehicleFormValues,
} from './vehicle-form';

/** The inventory office's changes. Each one checks who asks first; Next refuses cross-site posts. */

/**
 * The vehicle form's answer. `conflict` is set when someone changed the record after the form
 * was opened and both changed the same fields: what they did, and the fields in question.
 * `confirmPrice` is set when a manager's price change goes beyond the share and waits for their
 * confirmation.
 */
export type VehicleFormState = FormState<{
  conflict: { changes: ChangeGroup[]; currentVersion: number; bothChanged: VehicleFieldName[] };
  confirmPrice: { from: number; to: number; withEarlierSteps?: boolean };
  opened: OpenedRecord;
}>;

/**
 * The record as the refused form had opened it (its version and "was." fields), sent back with
 * every refusal so the form goes on saving over what its person saw. Without JavaScript the page
 * is drawn afresh at the record's version now; from it, the next save would count a colleague's
 * change made meanwhile as undone by this person.
 */
interface OpenedRecord {
  version: number;
  values?: VehicleFormValues;
}

/** The record as typed, with each check box as the record keeps it: "yes" when ticked, else "no". */
const withTickBoxes = (values: Record<VehicleFieldName, string>, formData: FormData): VehicleFormValues => ({
  ...values,
  featured: formData.get('featured') !== null ? 'yes' : 'no',
  lifted: formData.get('lifted') !== null ? 'yes' : 'no',
});

/**
 * The record as the form showed it when opened: its version, and its "was." fields if the form
 * sent them whole. Undefined for a new cart's form, or a version that is no version.
 */
function openedRecord(formData: FormData): OpenedRecord | undefined {
  const version = versionParam(formData.get('version'));
  if (version === undefined) return undefined;
  const opened = vehicleFieldNames.map((name) => [name, formData.get(`was.${name}`)] as const);
  const whole = opened.every(([, value]) => typeof value === 'string');
  return { version, values: whole ? (Object.fromEntries(opened) as VehicleFormValues) : undefined };
}

const vehicleId = z.string().check(z.regex(/^[a-z0-9-]{1,120}$/));

/**
 * A save refused, as a message for its field: a stock number or VIN another listed cart has, or a
 * status that would take the cart out of a live online hold.
 */
function storedRefusal(error: unknown): {
  field: IdentityField | 'status';
  message: string;
  otherId?: string;
} {
  if (error instanceof IdentityClashError)
    return { field: error.field, message: error.message, otherId: error.clash?.other.id };
  if (error instanceof HeldOnlineError) return { field: 'status', message: error.message };
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
  return (before, input, dayStart) => {
    const errors: VehicleFieldErrors = {};
    let confirmPrice: EditRefusal['confirmPrice'];
    // An archived cart's record is a manager's, not only its way back on sale.
    if (before.status === 'archived' && !may(staff, 'inventory.archive'))
      errors.status = [archivedForManagers];
    else if (changesArchive(before.status, input.status) && !may(staff, 'inventory.archive'))
      errors.status = [archiveRefusal];
    const move = priceMoveToCheck(before, input, dayStart);
    if (move && move.from !== move.to && beyondPriceLimit(move.from, move.to, limitPercent)) {
      const field = input.salePrice !== before.salePrice ? 'salePrice' : 'price';
      const label = priceChangeLabel(move.from, move.to, move.withEarlierSteps);
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

const saveVehicleForm = staffFormAction(
  { fields: vehicleFieldNames, schema: vehicleSchema, toParse: withTickBoxes },
  async (form, staff, formData): Promise<VehicleFormState> => {
    const { values, attempt } = form;
    const existing = formData.get('id');
    if (typeof existing === 'string' && existing !== '') {
      const id = vehicleId.safeParse(existing);
      const opened = openedRecord(formData);
      const gone = 'This vehicle no longer exists.';
      if (!id.success || !opened) return form.refuse(gone);
      const limit = await priceChangeSetting();
      const result = await updateVehicle(
        id.data,
        {
          typed: withTickBoxes(values, formData),
          opened: opened.values,
          openedVersion: opened.version,
          applyAnywayAt: versionParam(formData.get('overrideVersion')),
        },
        staff.email,
        editGuard(staff, limit.percent, wholeDollars(formData.get('confirmPrice'))),
      ).catch(storedRefusal);
      if ('field' in result) return form.refuse(result.message, result.field);
      if (result.outcome === 'missing') return form.refuse(gone);
      if (result.outcome === 'refused') return { values, ...result.refusal, attempt };
      if (result.outcome === 'stale') {
        const changes = groupChanges(await changesSince(id.data, 'record', opened.version));
        const { currentVersion, bothChanged } = result;
        return { values, conflict: { changes, currentVersion, bothChanged }, attempt };
      }
      const kept = result.keptTheirs.length > 0 ? `&kept=${result.keptTheirs.join(',')}` : '';
      // The version saved names the page's form: a form drawn for a newer one starts from the record.
      redirect(`/admin/inventory/${id.data}?saved=${result.version}${kept}`);
    }
    if (form.data.status === 'archived' && !may(staff, 'inventory.archive'))
      return form.refuse(archiveRefusal, 'status');
    // A duplicate's price is held to its source's as a change of it is: a digit dropped while
    // copying a $15,000 cart would otherwise list the copy at $1,500 with no question asked.
    const copied = vehicleId.safeParse(formData.get('copiedFrom'));
    const source = copied.success ? await findVehicleForStaff(copied.data) : undefined;
    if (source) {
      const limit = await priceChangeSetting();
      const guard = editGuard(staff, limit.percent, wholeDollars(formData.get('confirmPrice')));
      // A copy is a new cart: only its price is held to its source's, whatever the source's status.
      const refusal = guard({ ...source, status: form.data.status }, form.data, source);
      if (refusal) return { values, ...refusal, attempt };
    }
    const created = await createVehicle(form.data, staff.email).catch(storedRefusal);
    if (typeof created !== 'string') return form.refuse(created.message, created.field);
    redirect(`/admin/inventory/${created}?created=1`);
  },
);

export async function saveVehicle(previous: VehicleFormState, formData: FormData): Promise<VehicleFormState> {
  const answer = await saveVehicleForm(previous, formData);
  const opened = openedRecord(formData);
  return opened ? { ...answer, opened } : answer;
}

const statusSchema = z.object({ id: vehicleId, status: z.enum(vehicleStatuses), version: versionField });

export const changeVehicleStatus = staffPostAction(
  { fields: ['id', 'status', 'version'], schema: statusSchema, refusedTo: '/admin/inventory' },
  async ({ id, status, version: expected }, staff) => {
    if (status === 'archived') await requireStaff('inventory.archive');
    const result = await setVehicleStatus(
      id,
      status,
      staff.email,
      expected,
      may(staff, 'inventory.archive'),
    ).catch(storedRefusal);
    // Out of archived, found under the lock: refused as the other archive changes are.
    if ('outcome' in result && result.outcome === 'not-allowed') await requireStaff('inventory.archive');
    if ('field' in result) {
      if (result.field === 'status') redirect(`/admin/inventory/${id}?held=online`);
      // The page names the other cart from the database; no message text travels in the address.
      const refusal = new URLSearchParams({ clash: result.field, with: result.otherId ?? '' });
      redirect(`/admin/inventory/${id}?${refusal}`);
    }
    if (result.outcome === 'missing') redirect('/admin/inventory');
    if (result.outcome === 'stale') redirect(`/admin/inventory/${id}?stale=${expected}&wanted=${status}`);
    redirect(`/admin/inventory/${id}?status=${status}`);
  },
);

/** A photo of a cart, and the version of the cart's photos the page showed. */
const photoTarget = {
  id: vehicleId,
  photoId: z.string().check(z.regex(/^[0-9a-f-]{36}$/)),
  photosVersion: versionField,
};
const photoTargetFields = ['id', 'photoId', 'photosVersion'] as const;

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
const photoMoveSchema = z.object({ ...photoTarget, direction: z.enum(photoMoves) });

export const movePhotoAction = staffPostAction(
  { fields: [...photoTargetFields, 'direction'], schema: photoMoveSchema, refusedTo: '/admin/inventory' },
  async ({ id, photoId, photosVersion, direction }, staff) => {
    const outcome = await movePhoto(id, photoId, direction, staff.email, photosVersion);
    afterPhotoChange(id, photosVersion, outcome, 'moved');
  },
);

const photoAltSchema = z.object({
  ...photoTarget,
  alt: z.pipe(
    z.string(),
    z.transform((alt) => alt.trim().slice(0, photoRules.maxAltLength)),
  ),
});

export const savePhotoAlt = staffPostAction(
  { fields: [...photoTargetFields, 'alt'], schema: photoAltSchema, refusedTo: '/admin/inventory' },
  async ({ id, photoId, photosVersion, alt }, staff) => {
    const outcome = await setPhotoAlt(id, photoId, alt, staff.email, photosVersion);
    afterPhotoChange(id, photosVersion, outcome, 'described');
  },
);

const photoPlaceSchema = z.object({ ...photoTarget, place: z.string().check(z.regex(/^\d{1,3}$/)) });

/** Moves a photo to the place it was dropped on (the list's drag and drop). */
export const placePhotoAction = staffPostAction(
  { fields: [...photoTargetFields, 'place'], schema: photoPlaceSchema, refusedTo: '/admin/inventory' },
  async ({ id, photoId, photosVersion, place }, staff) => {
    const outcome = await movePhoto(id, photoId, { to: Number(place) }, staff.email, photosVersion);
    afterPhotoChange(id, photosVersion, outcome, 'moved');
  },
);

const photoRemovalSchema = z.object(photoTarget);

export const removePhotoAction = staffPostAction(
  { fields: photoTargetFields, schema: photoRemovalSchema, refusedTo: '/admin/inventory' },
  async ({ id, photoId, photosVersion }, staff) => {
    const outcome = await removePhoto(id, photoId, staff.email, photosVersion);
    // The page offers to put it back for a minute.
    if (outcome === 'done') redirect(`/admin/inventory/${id}?photo=removed&undo=${photoId}#photos`);
    afterPhotoChange(id, photosVersion, outcome, 'removed');
  },
);

const removedPhoto = z.object({ id: vehicleId, photoId: z.uuid() });

/** Puts back a photo removed less than a minute ago. */
export const restorePhotoAction = staffPostAction(
  { fields: ['id', 'photoId'], schema: removedPhoto, refusedTo: '/admin/inventory' },
  async ({ id, photoId }, staff) => {
    const outcome = await restorePhoto(id, photoId, staff.email);
    redirect(`/admin/inventory/${id}?photo=${outcome === 'done' ? 'restored' : 'expired'}#photos`);
  },
);

const noImportFile = 'Choose a CSV file exported from the inventory office.';
const importFileSchema = z.object({
  file: z
    .file(noImportFile)
    .check(z.minSize(1, noImportFile), z.maxSize(maxImportFileBytes, importFileTooLarge)),
});

/**
 * Reads and keeps a CSV, then shows its preview; nothing in the stock changes until Apply. A
 * refusal names the file sent (`values.file`): a browser cannot keep a file choice. Not
 * `staffFormAction`'s shape for that reason: what a refusal shows again is the file's name.
 */
export async function checkImportFile(previous: FormState, formData: FormData): Promise<FormState> {
  const staff = await requireStaff('inventory.import');
  const form = readPostedForm(previous, formData, [], importFileSchema, () => ({
    file: formData.get('file'),
  }));
  if (form.refusal) {
    const sent = formData.get('file');
    const file = sent instanceof File && sent.size > 0 ? sent.name.slice(0, 200) : undefined;
    return { ...form.refusal, values: file ? { file } : {} };
  }
  const { file } = form.data;
  const read = readInventoryCsv(new Uint8Array(await file.arrayBuffer()));
  redirect(
    `/admin/inventory/import?check=${await keepImportFile(file.name.slice(0, 200), read, staff.email)}`,
  );
}

const importTarget = z.object({ check: z.uuid(), plan: z.string().check(z.regex(/^[\w-]{1,64}$/)) });

/** Applies a previewed file as the preview showed it, with the conflicts ticked to apply anyway. */
export const applyImportAction = staffPostAction(
  {
    permission: 'inventory.import',
    fields: ['check', 'plan'],
    schema: importTarget,
    refusedTo: '/admin/inventory/import',
  },
  async ({ check, plan }, staff, formData) => {
    const anyway = tickedRows(formData.getAll('applyRow').map(String));
    const applied = await applyImport(check, plan, anyway, staff.email);
    const page = `/admin/inventory/import?check=${check}`;
    if (applied.outcome === 'moved') redirect(`${page}&moved=1`);
    if (applied.outcome === 'held-online') redirect(`${page}&held=${encodeURIComponent(applied.vehicleId)}`);
    // Back to the preview with the same boxes ticked, and why those ticks cannot apply.
    if (applied.outcome === 'left-out-clash') redirect(`${page}&ticked=${[...anyway].join(',')}`);
    redirect(page);
  },
);

const importUndo = z.object({ check: z.uuid() });

/** Takes back the last import applied, if nobody has changed its carts since. */
export const undoImportAction = staffPostAction(
  {
    permission: 'inventory.import',
    fields: ['check'],
    schema: importUndo,
    refusedTo: '/admin/inventory/import',
  },
  async ({ check }, staff) => {
    const undone = await undoImport(check, staff.email);
    redirect(`/admin/inventory/import?check=${check}${undone.outcome === 'refused' ? '&undo=refused' : ''}`);
  },
);

/**
 * The list's change's answer. Refusals are said for the form as a whole (`errors.form`), since
 * they are about the ticked carts as much as the choice. `preview` is a price change shown before
 * it is applied: each ticked cart's price now and after.
 */
export type BulkChangeState = FormState<{
  preview: { byDollars: number; rows: { id: string; version: number; name: string; change: string }[] };
}>;

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

/** The change chosen for the ticked carts: one status for all, or a price change in whole dollars. */
const bulkChangeSchema = z.pipe(
  z.object({ change: z.string(), byDollars: z.string() }),
  z.transform((posted, context): BulkChange => {
    const status = vehicleStatuses.find((value) => `status:${value}` === posted.change);
    if (status) return { kind: 'status', status };
    const refuse = (message: string, field: 'change' | 'byDollars') => {
      context.issues.push({ code: 'custom', message, input: posted, path: [field] });
      return z.NEVER;
    };
    if (posted.change !== 'price') return refuse('Choose what to change.', 'change');
    const byDollars = typedDollarsChange(posted.byDollars);
    if (byDollars === undefined)
      return refuse(
        'Enter the price change in whole dollars, e.g. -500 to lower each price by $500.',
        'byDollars',
      );
    return { kind: 'price', byDollars };
  }),
);

/**
 * The staff list's "With the selected carts": one status, or a price change in dollars, for all.
 * A price change is shown first, cart by cart (now, after, the share), and applied only from that
 * preview, for the same carts and amount; a change beyond the share the settings allow is a
 * manager's, and refused for anyone else before anything is shown as applicable. Not
 * `staffFormAction`'s shape: the ticked carts are read, and refused, before the change is.
 */
export async function bulkChangeAction(
  previous: BulkChangeState,
  formData: FormData,
): Promise<BulkChangeState> {
  const staff = await requireStaff();
  const form = readPostedForm(previous, formData, ['change', 'byDollars'], bulkChangeSchema);
  const { values, attempt } = form;
  const refuse = (problems: string[]): BulkChangeState => ({ values, errors: { form: problems }, attempt });
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
  // Listed in the alert, and each at its own field, which is marked invalid and described by it.
  if (form.refusal)
    return {
      values,
      errors: { ...form.refusal.errors, form: Object.values(form.refusal.errors).flat() },
      attempt,
    };
  const change = form.data;
  if (change.kind === 'status' && change.status === 'archived') await requireStaff('inventory.archive');
  const mayArchive = may(staff, 'inventory.archive');
  const limitPercent = may(staff, 'inventory.large-price-change')
    ? undefined
    : (await priceChangeSetting()).percent;
  const confirmed =
    change.kind === 'price' && sameCarts && formData.get('confirmByDollars') === String(change.byDollars);
  if (change.kind === 'price' && !confirmed) {
    const { planned, problems } = await previewBulkChange(targets, change, limitPercent, mayArchive);
    if (problems.length > 0) return refuse(problems);
    const rows = planned.map(({ vehicle, input }) => ({
      id: vehicle.id,
      version: vehicle.version,
      name: vehicle.name,
      change: pricesChangeLabel(vehicle, input),
    }));
    return { values, preview: { byDollars: change.byDollars, rows }, attempt };
  }
  let changed: number;
  try {
    changed = await bulkChangeVehicles(targets, change, staff.email, limitPercent, mayArchive);
  } catch (error) {
    if (error instanceof BulkChangeRefused) return refuse(error.problems);
    if (error instanceof IdentityClashError || error instanceof HeldOnlineError)
      return refuse([error.message]);
    throw error;
  }
  // Back to the list as it was filtered, saying how many carts changed.
  const listQuery = formData.get('listQuery');
  const filters =
    typeof listQuery === 'string' && /^\?[\w\-.%=&+]*$/.test(listQuery) ? listQuery.slice(1) : '';
  redirect(`/admin/inventory?${filters ? `${filters}&` : ''}changed=${changed}`);
}

/** The share anyone may move a price by without a manager, saved only over the version shown. */
export const savePriceLimitAction = staffFormAction(
  { permission: 'settings.inventory', fields: ['percent'], schema: priceChangeLimitSchema },
  async (form, staff, formData) =>
    settingsSaveAnswer(
      form,
      await savePriceChangeSetting(Number(form.data.percent), staff.email, versionToOverwrite(formData)),
      '/admin/inventory/settings?saved=prices',
    ),
);
