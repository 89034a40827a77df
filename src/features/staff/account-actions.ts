'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';

import { readPostedForm, type FormState } from '@/lib/posted-form';

import { requireStaff } from './server/current-staff';
import { renameOwnAccount } from './server/staff-directory';
import { ownNameSchema } from './staff-roles';

/** Sets the signed-in person's own name (anyone may, for themselves only). */
export async function saveOwnNameAction(previous: FormState, formData: FormData): Promise<FormState> {
  // Before two-factor too: naming yourself is no reason to be sent elsewhere first.
  const staff = await requireStaff(undefined, { beforeTwoFactor: true });
  const form = readPostedForm(previous, formData, ['name'], ownNameSchema);
  if (form.refusal) return form.refusal;
  if (!(await renameOwnAccount(staff.id, form.data.name)))
    return form.refuse('This account no longer exists.');
  // The name is in the staff area's header too, which a client-side redirect would keep as it was.
  revalidatePath('/admin', 'layout');
  redirect('/admin/account?name=saved');
}
