'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';

import {
  readPostedForm,
  versionToOverwrite,
  type FormState,
  type SettingsFormState,
} from '@/lib/posted-form';
import { hitRateLimit } from '@/server/security/rate-limit';

import { requireStaff, sessionLimitKey, sessionToken } from './server/current-staff';
import { askOwnPassword } from './server/own-password-check';
import { signOutAccount } from './server/sessions';
import { isOwnPassword } from './server/staff';
import { settingsSaveAnswer, staffFormAction, staffPostAction } from './server/staff-form-action';
import {
  confirmTwoFactorSetup,
  replaceRecoveryCodes,
  saveTwoFactorRequirement,
  turnOffTwoFactor,
  twoFactorRequirement,
  verifySecondFactor,
} from './server/two-factor';

/**
 * The account page's two-factor forms' answer: what went wrong is said at the code's field;
 * `recoveryCodes` are the codes to write down, shown once, right after they are made (only their
 * hashes are kept).
 */
export type TwoFactorFormState = FormState<{ recoveryCodes: string[] }>;

/** Codes an account may try on its own page per quarter hour (new recovery codes, turning it off). */
const codeChecksPerWindow = 10;

/** A code as typed, refused only when there is none (the code itself is the server's to check). */
const codeSchema = (missing: string) =>
  z.object({ code: z.string().check(z.refine((code) => code.trim() !== '', missing)) });

const setupCodeSchema = codeSchema('Enter the 6-digit code the app shows.');
const currentCodeSchema = codeSchema('Enter a code from the app, or a recovery code.');

/**
 * Turns two-factor on with a code from the app that just scanned the secret, and the account's
 * password: a session alone (left open, or stolen) must not enrol another phone, which would shut
 * the owner out. The password is read apart from the form's fields, so a refusal never sends it back.
 */
export const confirmTwoFactorAction = staffFormAction(
  { beforeTwoFactor: true, fields: ['code'], schema: setupCodeSchema },
  async (form, staff, formData): Promise<TwoFactorFormState> => {
    const password = formData.get('password');
    if (typeof password !== 'string' || password === '')
      return form.refuse('Enter your password, as you sign in with it.', 'password');
    // The same tries as changing the password: a stolen session cannot guess it here instead.
    const asked = await askOwnPassword(staff.id, () => isOwnPassword(staff.id, password));
    if ('refused' in asked) return form.refuse(asked.refused, 'password');
    if (!asked.answer) return form.refuse('That is not your password.', 'password');
    const result = await confirmTwoFactorSetup(staff.id, form.data.code);
    if (result.outcome === 'mismatch')
      return form.refuse('That code is not right. Enter the 6-digit code showing in the app now.', 'code');
    // Sessions opened with the password alone (perhaps by whoever else knows it) end here.
    await signOutAccount(staff.id, await sessionToken());
    return { recoveryCodes: result.recoveryCodes, attempt: form.attempt };
  },
);

/**
 * Why a change that needs the second factor itself may not be made (whoever holds only the
 * session cannot make them), or nothing when the code is right.
 */
async function currentCodeRefusal(staffId: string, code: string): Promise<string | undefined> {
  // A stolen session must not be able to guess its way past the codes, nor spend the owner's tries.
  const limit = await hitRateLimit(
    await sessionLimitKey('two-factor-check', staffId),
    codeChecksPerWindow,
    15 * 60,
  );
  if (!limit.allowed) return 'Too many codes tried. Try again in 15 minutes.';
  if (!(await verifySecondFactor(staffId, code)))
    return 'That code is not right. Enter the one showing in the app now, or a recovery code.';
  return undefined;
}

export const newRecoveryCodesAction = staffFormAction(
  { fields: ['code'], schema: currentCodeSchema },
  async (form, staff): Promise<TwoFactorFormState> => {
    const refusal = await currentCodeRefusal(staff.id, form.data.code);
    if (refusal) return form.refuse(refusal, 'code');
    return { recoveryCodes: await replaceRecoveryCodes(staff.id), attempt: form.attempt };
  },
);

/**
 * Not `staffFormAction`'s shape: while a manager requires two-factor, that is the answer whatever
 * the code, so it is said before the form's own refusal.
 */
export async function turnOffTwoFactorAction(
  previous: TwoFactorFormState,
  formData: FormData,
): Promise<TwoFactorFormState> {
  const staff = await requireStaff();
  const form = readPostedForm(previous, formData, ['code'], currentCodeSchema);
  if ((await twoFactorRequirement()).required)
    return form.refuse('A manager requires two-factor sign-in for every account: it stays on.', 'code');
  if (form.refusal) return form.refusal;
  const refusal = await currentCodeRefusal(staff.id, form.data.code);
  if (refusal) return form.refuse(refusal, 'code');
  await turnOffTwoFactor(staff.id, staff);
  redirect('/admin/account?twoFactor=off');
}

/** The staff page's setting: two-factor for every account, or for those who choose it. */
const requirementSchema = z.object({ required: z.boolean() });

export const setTwoFactorRequirementAction = staffFormAction(
  {
    permission: 'staff.manage',
    fields: ['required'],
    schema: requirementSchema,
    toParse: (values) => ({ required: values.required === 'on' }),
  },
  async (form, manager, formData): Promise<SettingsFormState> => {
    // Whoever requires it has it: a manager cannot shut themselves out of their own staff page.
    if (form.data.required && !manager.twoFactor)
      return form.refuse('Turn on two-factor sign-in for your own account first (Your account, at the top).');
    const saved = await saveTwoFactorRequirement(
      form.data.required,
      manager.email,
      versionToOverwrite(formData),
    );
    return settingsSaveAnswer(form, saved, '/admin/staff?security=saved');
  },
);

const resetSchema = z.object({ id: z.string().check(z.regex(/^[0-9a-f-]{36}$/)) });

/**
 * A manager turns off someone's two-factor when their phone is lost, which signs them out
 * everywhere; they sign in and set it up again. Never
 * their own: that takes a current code on Your account, or a session left open (or stolen) could
 * strip the second step and enrol another phone.
 */
export const resetTwoFactorAction = staffPostAction(
  { permission: 'staff.manage', fields: ['id'], schema: resetSchema, refusedTo: '/admin/staff' },
  async ({ id }, manager) => {
    if (id === manager.id) redirect(`/admin/staff/${id}?twoFactor=own`);
    // No such account (removed meanwhile, or an id made up): its page says so, with a 404.
    // The lost phone may be in someone's hand with a session open on it: every session ends.
    if (!(await turnOffTwoFactor(id, manager, { endSessions: true }))) redirect(`/admin/staff/${id}`);
    redirect(`/admin/staff/${id}?twoFactor=reset`);
  },
);
