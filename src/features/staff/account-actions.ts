'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';

import { readPostedForm, type FormState } from '@/lib/posted-form';

import { requireStaff, sessionToken, setSessionCookie } from './server/current-staff';
import { askOwnPassword } from './server/own-password-check';
import { passwordProblem } from './server/password-rule';
import { createSession, signOutAccount } from './server/sessions';
import { changeOwnPassword } from './server/staff';
import { renameOwnAccount } from './server/staff-directory';
import { staffFormAction, staffPostAction } from './server/staff-form-action';
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

/**
 * Ends every other session of the signed-in account (a browser left signed in at the showroom, a
 * phone lost), keeping this one. Before two-factor too: shutting others out is always allowed.
 */
export const signOutElsewhereAction = staffPostAction(
  { beforeTwoFactor: true, fields: [], schema: z.object({}), refusedTo: '/admin/account' },
  async (_, staff) => {
    await signOutAccount(staff.id, await sessionToken());
    redirect('/admin/account?sessions=ended');
  },
);

const changePasswordSchema = z
  .object({
    current: z.string().check(z.minLength(1, 'Enter your current password.'), z.maxLength(500)),
    password: z.string(),
    confirm: z.string(),
  })
  .check(
    z.superRefine(({ current, password, confirm }, context) => {
      const problem =
        passwordProblem(password) ??
        (password === current ? 'Choose a password other than your current one.' : undefined);
      if (problem)
        context.issues.push({ code: 'custom', message: problem, input: password, path: ['password'] });
      else if (password !== confirm)
        context.issues.push({
          code: 'custom',
          message: 'The two passwords are not the same.',
          input: confirm,
          path: ['confirm'],
        });
    }),
  );

/**
 * A new password for the signed-in account, given its current one. Every other session ends with
 * the old password; this browser goes on in a new session. Not `staffFormAction`'s shape: its
 * refusal sends back what was typed, and nothing typed here ever comes back, never a password.
 * Before two-factor too: the page that sets it up shows this form.
 */
export async function changeOwnPasswordAction(previous: FormState, formData: FormData): Promise<FormState> {
  const staff = await requireStaff(undefined, { beforeTwoFactor: true });
  const form = readPostedForm(previous, formData, ['current', 'password', 'confirm'], changePasswordSchema);
  const refuse = (errors: Record<string, string[]>): FormState => ({ errors, attempt: form.attempt });
  if (form.refusal) return refuse(form.refusal.errors);
  // A session left open must not be able to guess the password it lacks.
  const asked = await askOwnPassword(staff.id, () =>
    changeOwnPassword(staff.id, form.data.current, form.data.password),
  );
  if ('refused' in asked) return refuse({ form: [asked.refused] });
  const outcome = asked.answer;
  if (outcome.outcome === 'wrong-password')
    return refuse({ current: ['That is not your current password.'] });
  const { token } = await createSession({ id: staff.id, sessionEpoch: outcome.sessionEpoch });
  await setSessionCookie(token);
  redirect('/admin/account?password=changed');
}
