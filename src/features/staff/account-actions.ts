'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';

import { readPostedForm } from '@/lib/posted-form';

import { requireStaff } from './server/current-staff';
import { renameOwnAccount } from './server/staff-directory';
import { ownNameSchema } from './staff-roles';

/** Your account's name form: what was sent and what was wrong, after a refusal. */
export interface OwnNameState {
  values?: Record<string, string>;
  errors?: Record<string, string[]>;
  attempt?: number;
}

/** Sets the signed-in person's own name (anyone may, for themselves only). */
export async function saveOwnNameAction(previous: OwnNameState, formData: FormData): Promise<OwnNameState> {
  // Before two-factor too: naming yourself is no reason to be sent elsewhere first.
  const staff = await requireStaff(undefined, { beforeTwoFactor: true });
  const form = readPostedForm(previous, formData, ['name'], ownNameSchema);
  if (form.refusal) return form.refusal;
  if (!(await renameOwnAccount(staff.id, form.data.name)))
    return {
      values: form.values,
      errors: { form: ['This account no longer exists.'] },
      attempt: form.attempt,
    };
  // The name is in the staff area's header too, which a client-side redirect would keep as it was.
  revalidatePath('/admin', 'layout');
  redirect('/admin/account?name=saved');
}
