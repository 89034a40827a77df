'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';

import { requireStaff } from '@/features/staff/server/current-staff';

import { photoRules } from './photo-rules';
import { movePhoto, removePhoto, setPhotoAlt } from './server/photo-store';
import { createVehicle, importVehicles, setVehicleStatus, updateVehicle } from './server/vehicle-mutations';
import { vehicleStatuses } from './vehicle';
import { readInventoryCsv, type CsvProblem } from './vehicle-csv';
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

export async function saveVehicle(
  _previous: VehicleFormState,
  formData: FormData,
): Promise<VehicleFormState> {
  const staff = await requireStaff();
  const values = formValues(formData);
  const parsed = parseVehicleForm(values);
  if (!parsed.success) return { values, errors: parsed.errors };
  const existing = formData.get('id');
  if (typeof existing === 'string' && existing !== '') {
    const id = vehicleId.safeParse(existing);
    const result = id.success ? await updateVehicle(id.data, parsed.data, staff.email) : { updated: false };
    if (!result.updated) return { values, errors: {}, message: 'This vehicle no longer exists.' };
    redirect(`/admin/inventory/${id.data}?saved=1`);
  }
  const id = await createVehicle(parsed.data, staff.email);
  redirect(`/admin/inventory/${id}?created=1`);
}

const statusSchema = z.object({ id: vehicleId, status: z.enum(vehicleStatuses) });

export async function changeVehicleStatus(formData: FormData): Promise<void> {
  const staff = await requireStaff();
  const parsed = statusSchema.safeParse({ id: formData.get('id'), status: formData.get('status') });
  if (!parsed.success) redirect('/admin/inventory');
  await setVehicleStatus(parsed.data.id, parsed.data.status, staff.email);
  redirect(`/admin/inventory/${parsed.data.id}?status=${parsed.data.status}`);
}

const photoSchema = z.object({ id: vehicleId, photoId: z.string().check(z.regex(/^[0-9a-f-]{36}$/)) });

function photoTarget(formData: FormData) {
  return photoSchema.safeParse({ id: formData.get('id'), photoId: formData.get('photoId') });
}

export async function movePhotoAction(formData: FormData): Promise<void> {
  const staff = await requireStaff();
  const target = photoTarget(formData);
  const direction = formData.get('direction');
  if (!target.success || (direction !== 'earlier' && direction !== 'later')) redirect('/admin/inventory');
  await movePhoto(target.data.id, target.data.photoId, direction, staff.email);
  redirect(`/admin/inventory/${target.data.id}?photo=moved#photos`);
}

export async function savePhotoAlt(formData: FormData): Promise<void> {
  const staff = await requireStaff();
  const target = photoTarget(formData);
  const alt = formData.get('alt');
  if (!target.success || typeof alt !== 'string') redirect('/admin/inventory');
  await setPhotoAlt(
    target.data.id,
    target.data.photoId,
    alt.trim().slice(0, photoRules.maxAltLength),
    staff.email,
  );
  redirect(`/admin/inventory/${target.data.id}?photo=described#photos`);
}

export async function removePhotoAction(formData: FormData): Promise<void> {
  const staff = await requireStaff();
  const target = photoTarget(formData);
  if (!target.success) redirect('/admin/inventory');
  await removePhoto(target.data.id, target.data.photoId, staff.email);
  redirect(`/admin/inventory/${target.data.id}?photo=removed#photos`);
}

export interface ImportState {
  problems?: CsvProblem[];
  done?: { created: number; updated: number; unchanged: number };
}

const maxCsvBytes = 5 * 1024 * 1024;

export async function importInventory(_previous: ImportState, formData: FormData): Promise<ImportState> {
  const staff = await requireStaff();
  const file = formData.get('file');
  if (!(file instanceof File) || file.size === 0)
    return { problems: [{ message: 'Choose a CSV file exported from the inventory office.' }] };
  if (file.size > maxCsvBytes) return { problems: [{ message: 'The file is larger than 5 MB.' }] };
  const result = readInventoryCsv(new Uint8Array(await file.arrayBuffer()));
  if (!result.ok) return { problems: result.problems };
  return { done: await importVehicles(result.rows, staff.email) };
}
