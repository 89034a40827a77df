'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';

import { postedText, versionToOverwrite } from '@/lib/posted-form';
import { hitRateLimit } from '@/server/security/rate-limit';

import { requireStaff } from './server/current-staff';
import {
  confirmTwoFactorSetup,
  replaceRecoveryCodes,
  saveTwoFactorRequirement,
  turnOffTwoFactor,
  twoFactorRequirement,
  verifySecondFactor,
} from './server/two-factor';

/** The account page's two-factor forms: what went wrong, or the recovery codes to write down. */
export interface TwoFactorFormState {
  error?: string;
  /** Shown once, right after they are made; only their hashes are kept. */
  recoveryCodes?: string[];
  attempt?: number;
}

/** Codes an account may try on its own page per quarter hour (new recovery codes, turning it off). */
const codeChecksPerWindow = 10;

const wrongCode = 'That code is not right. Enter the 6-digit code showing in the app now.';

/** Turns two-factor on with a code from the app that just scanned the secret. */
export async function confirmTwoFactorAction(
  previous: TwoFactorFormState,
  formData: FormData,
): Promise<TwoFactorFormState> {
  const staff = await requireStaff(undefined, { beforeTwoFactor: true });
  const attempt = (previous.attempt ?? 0) + 1;
  const { code } = postedText(formData, ['code']);
  if (code.trim() === '') return { error: 'Enter the 6-digit code the app shows.', attempt };
  const result = await confirmTwoFactorSetup(staff.id, code);
  if (result.outcome === 'mismatch') return { error: wrongCode, attempt };
  return { recoveryCodes: result.recoveryCodes, attempt };
}

/** Changes that need the second factor itself: whoever holds only the session cannot make them. */
async function withCurrentCode(
  formData: FormData,
  attempt: number,
): Promise<{ staffId: string } | { error: string; attempt: number }> {
  const staff = await requireStaff();
  const { code } = postedText(formData, ['code']);
  if (code.trim() === '') return { error: 'Enter a code from the app, or a recovery code.', attempt };
  // A stolen session must not be able to guess its way past the codes.
  const limit = await hitRateLimit(`two-factor-check:${staff.id}`, codeChecksPerWindow, 15 * 60);
  if (!limit.allowed) return { error: 'Too many codes tried. Try again in 15 minutes.', attempt };
  if (!(await verifySecondFactor(staff.id, code)))
    return {
      error: 'That code is not right. Enter the one showing in the app now, or a recovery code.',
      attempt,
    };
  return { staffId: staff.id };
}

export async function newRecoveryCodesAction(
  previous: TwoFactorFormState,
  formData: FormData,
): Promise<TwoFactorFormState> {
  const attempt = (previous.attempt ?? 0) + 1;
  const checked = await withCurrentCode(formData, attempt);
  if ('error' in checked) return checked;
  return { recoveryCodes: await replaceRecoveryCodes(checked.staffId), attempt };
}

export async function turnOffTwoFactorAction(
  previous: TwoFactorFormState,
  formData: FormData,
): Promise<TwoFactorFormState> {
  const attempt = (previous.attempt ?? 0) + 1;
  if ((await twoFactorRequirement()).required) {
    await requireStaff();
    return { error: 'A manager requires two-factor sign-in for every account: it stays on.', attempt };
  }
  const checked = await withCurrentCode(formData, attempt);
  if ('error' in checked) return checked;
  await turnOffTwoFactor(checked.staffId);
  redirect('/admin/account?twoFactor=off');
}

/** The staff page's setting: two-factor for every account. */
export interface TwoFactorRequirementState {
  stale?: { currentVersion: string };
  /** What the refused save asked for, kept on the form. */
  requested?: boolean;
  error?: string;
  attempt?: number;
}

export async function setTwoFactorRequirementAction(
  previous: TwoFactorRequirementState,
  formData: FormData,
): Promise<TwoFactorRequirementState> {
  const manager = await requireStaff('staff.manage');
  const attempt = (previous.attempt ?? 0) + 1;
  const expected = versionToOverwrite(formData);
  const requested = formData.get('required') === 'on';
  // Whoever requires it has it: a manager cannot shut themselves out of their own staff page.
  if (requested && !manager.twoFactor)
    return {
      error: 'Turn on two-factor sign-in for your own account first (Your account, at the top).',
      requested,
      attempt,
    };
  const result = await saveTwoFactorRequirement(requested, manager.email, expected);
  if (result.outcome === 'stale')
    return { stale: { currentVersion: result.current.version }, requested, attempt };
  redirect('/admin/staff?security=saved');
}

const resetSchema = z.object({ id: z.string().check(z.regex(/^[0-9a-f-]{36}$/)) });

/** A manager turns off someone's two-factor when their phone is lost; they set it up again. */
export async function resetTwoFactorAction(formData: FormData): Promise<void> {
  await requireStaff('staff.manage');
  const parsed = resetSchema.safeParse(postedText(formData, ['id']));
  if (!parsed.success) redirect('/admin/staff');
  await turnOffTwoFactor(parsed.data.id);
  redirect(`/admin/staff/${parsed.data.id}?twoFactor=reset`);
}
