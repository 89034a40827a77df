'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';

import type { FormState } from '@/lib/posted-form';

import { renameOwnAccount } from './server/staff-directory';
import { staffFormAction } from './server/staff-form-action';
import { ownNameSchema } from './staff-roles';

/** Sets the signed-in person's own name (anyone may, for themselves only). */
export const saveOwnNameAction = staffFormAction(
  // Before two-factor too: naming yourself is no reason to be sent elsewhere first.
  { beforeTwoFactor: true, fields: ['name'], schema: ownNameSchema },
  async (form, staff): Promise<FormState> => {
    if (!(await renameOwnAccount(staff.id, form.data.name)))
      return form.refuse('This account no longer exists.');
    // The name is in the staff area's header too, which a client-side redirect would keep as it was.
    revalidatePath('/admin', 'layout');
    redirect('/admin/account?name=saved');
  },
);
