'use server';

import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';

import { env } from '@/env';
import { readPostedForm, type FormState } from '@/lib/posted-form';
import { versionText } from '@/lib/version-param';
import { appLog } from '@/server/app-log';
import { clientAddress, hitRateLimit } from '@/server/security/rate-limit';

import { safeReturnPath } from './return-path';
import {
  challengeToken,
  clearChallengeCookie,
  setChallengeCookie,
  setSessionCookie,
} from './server/current-staff';
import {
  mailPasswordLink,
  passwordLinkUrl,
  redeemPasswordLink,
  requestPasswordReset,
} from './server/password-links';
import { passwordProblem } from './server/password-rule';
import { createSession } from './server/sessions';
import { attemptSecondFactor, attemptSignIn } from './server/sign-in';
import type { StaffUser } from './server/staff';
import {
  addStaffMember,
  setStaffDisabled,
  updateStaffMember,
  type StaffChangeOutcome,
} from './server/staff-directory';
import { staffFormAction } from './server/staff-form-action';
import { createSignInChallenge } from './server/two-factor';
import { newStaffSchema, staffChangeSchema, staffDisplayName } from './staff-roles';

const signInSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'Enter your e-mail address'), z.maxLength(254)),
  password: z.string().check(z.minLength(1, 'Enter your password'), z.maxLength(500)),
});

const retryMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/**
 * The first step of signing in. Every refusal is one sentence above the form, and only the e-mail
 * comes back to it: a password is never sent back to the page.
 */
export async function signIn(previous: FormState, formData: FormData): Promise<FormState> {
  const form = readPostedForm(previous, formData, ['email', 'password'], signInSchema);
  const values = { email: form.values.email.slice(0, 254) };
  const refuse = (message: string) => ({ values, errors: { form: [message] }, attempt: form.attempt });
  if (form.refusal)
    return refuse(Object.values(form.refusal.errors).flat()[0] ?? 'Enter your e-mail and password');
  const outcome = await attemptSignIn(form.data.email, form.data.password, clientAddress(await headers()));
  if (!outcome.ok) {
    switch (outcome.reason) {
      case 'mismatch':
        return refuse('That e-mail and password do not match a staff account.');
      case 'throttled':
        return refuse(`Too many sign-in attempts. Try again in ${retryMinutes(outcome.retryAfterSeconds)}.`);
      case 'busy':
        return refuse('Sign-in is busy right now. Try again in a moment.');
    }
  }
  const returnTo = safeReturnPath(formData.get('next'));
  if (outcome.staff.twoFactor) {
    await setChallengeCookie(await createSignInChallenge(outcome.staff));
    redirect(`/admin/sign-in/code${returnTo ? `?next=${encodeURIComponent(returnTo)}` : ''}`);
  }
  return startSession(outcome.staff, returnTo);
}

/** A new session (and cookie) on every sign-in: an id planted before sign-in is worth nothing. */
async function startSession(staff: StaffUser, returnTo: string | undefined): Promise<never> {
  const session = await createSession(staff);
  await setSessionCookie(session.token);
  redirect(returnTo ?? '/admin');
}

const signInCodeSchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1, 'Enter the 6-digit code from your authenticator app.')),
});

/** The second step of a two-factor sign-in: a code from the app, or a recovery code. */
export async function verifySignInCode(previous: FormState, formData: FormData): Promise<FormState> {
  const form = readPostedForm(previous, formData, ['code'], signInCodeSchema);
  if (form.refusal) return form.refusal;
  const outcome = await attemptSecondFactor(
    await challengeToken(),
    form.data.code,
    clientAddress(await headers()),
  );
  if (!outcome.ok) {
    switch (outcome.reason) {
      case 'mismatch':
        return form.refuse(
          'That code is not right. Codes change every 30 seconds: enter the one showing now, or a recovery code.',
          'code',
        );
      case 'throttled':
        return form.refuse(
          `Too many sign-in attempts. Try again in ${retryMinutes(outcome.retryAfterSeconds)}.`,
          'code',
        );
      case 'expired':
        await clearChallengeCookie();
        redirect('/admin/sign-in?code=expired');
    }
  }
  await clearChallengeCookie();
  return startSession(outcome.staff, safeReturnPath(formData.get('next')));
}

/**
 * The staff page's forms' answer: `stale` when someone changed the account after the page was
 * opened; `added` after adding a person: their name, and the welcome link when it could not be
 * e-mailed.
 */
export type StaffFormState = FormState<{
  stale: true;
  added: { name: string; email: string; mailed: boolean; link?: string };
}>;

/** Adds a person; they get a welcome link to choose their password (shown here when mail is off). */
export const addStaffAction = staffFormAction(
  { permission: 'staff.manage', fields: ['name', 'email', 'mobile', 'role'], schema: newStaffSchema },
  async (form, manager): Promise<StaffFormState> => {
    const result = await addStaffMember(form.data, manager);
    if (result.outcome === 'taken')
      return form.refuse('There is already an account with this e-mail.', 'email');
    const mailed = await mailPasswordLink(result.member.email, 'welcome', result.welcomeToken);
    // The list beside the form shows the new person at once, marked as invited.
    revalidatePath('/admin/staff');
    return {
      attempt: form.attempt,
      added: {
        name: staffDisplayName(result.member),
        email: result.member.email,
        mailed,
        // Mail is off or refused: the manager hands the link over themselves.
        ...(mailed ? {} : { link: passwordLinkUrl(result.welcomeToken) }),
      },
    };
  },
);

const refusals: Record<'missing' | 'last-manager', string> = {
  missing: 'This account no longer exists.',
  'last-manager': 'The desk needs a manager: make someone else a manager first.',
};

function staffChangeAnswer(
  form: { values: Record<string, string>; attempt: number; refuse: (message: string) => StaffFormState },
  result: StaffChangeOutcome,
  id: string,
  done: string,
): StaffFormState {
  if (result.outcome === 'stale') return { values: form.values, stale: true, attempt: form.attempt };
  if (result.outcome !== 'done') return form.refuse(refusals[result.outcome]);
  redirect(`/admin/staff?${done}=${encodeURIComponent(id)}`);
}

export const updateStaffAction = staffFormAction(
  {
    permission: 'staff.manage',
    fields: ['id', 'version', 'name', 'mobile', 'role', 'away'],
    schema: staffChangeSchema,
    toParse: (values) => ({ ...values, away: values.away === 'on' }),
  },
  async (form, manager): Promise<StaffFormState> =>
    staffChangeAnswer(form, await updateStaffMember(form.data, manager), form.data.id, 'saved'),
);

const disableSchema = z.object({
  id: z.string().check(z.regex(/^[0-9a-f-]{36}$/)),
  version: versionText,
  disable: z.enum(['1', '0']),
});

/** Disables an account (its sessions end at once) or enables it again. */
export const setStaffDisabledAction = staffFormAction(
  {
    permission: 'staff.manage',
    fields: ['id', 'version', 'disable'],
    schema: disableSchema,
    refusedWith: 'This page is out of date: reload it.',
  },
  async (form, manager): Promise<StaffFormState> => {
    const { id, version, disable } = form.data;
    if (id === manager.id && disable === '1') return form.refuse('You cannot disable your own account.');
    const result = await setStaffDisabled(id, disable === '1', Number(version), manager);
    return staffChangeAnswer(form, result, id, disable === '1' ? 'disabled' : 'enabled');
  },
);

/** The "forgot password" form's answer: `sent` once the request is taken (whatever the address). */
export type PasswordFormState = FormState<{ sent: true }>;

const forgotPasswordSchema = z.object({
  email: z.pipe(
    z.pipe(
      z.string().check(z.trim()),
      z.transform((email) => email.slice(0, 254)),
    ),
    z.email('Enter the e-mail address you sign in with.'),
  ),
});

/** "Forgot password": the same answer whether or not the address has an account. */
export async function forgotPasswordAction(
  previous: PasswordFormState,
  formData: FormData,
): Promise<PasswordFormState> {
  const form = readPostedForm(previous, formData, ['email'], forgotPasswordSchema);
  if (form.refusal) return form.refusal;
  const { email } = form.data;
  // The sign-in limit per client address covers these requests too: one more door, same lock.
  const limit = await hitRateLimit(
    `password-link:${clientAddress(await headers())}`,
    env().SIGN_IN_RATE_LIMIT,
    15 * 60,
  );
  if (!limit.allowed) return form.refuse('Too many requests from here. Try again in a few minutes.');
  // Not awaited: how long the answer takes must not say whether a link was mailed.
  void requestPasswordReset(email).catch((error: unknown) =>
    appLog.error({ err: error }, 'A password link could not be made'),
  );
  return { values: { email }, sent: true, attempt: form.attempt };
}

const setPasswordSchema = z.object({ token: z.string(), password: z.string(), confirm: z.string() }).check(
  z.superRefine(({ password, confirm }, context) => {
    const problem = passwordProblem(password);
    if (problem) context.issues.push({ code: 'custom', message: problem, input: password });
    else if (password !== confirm)
      context.issues.push({ code: 'custom', message: 'The two passwords are not the same.', input: confirm });
  }),
);

/**
 * Sets the password through a link, then sends the person to sign in with it. A refusal is one
 * sentence for the form, and sends back nothing that was typed: never a password.
 */
export async function setPasswordAction(previous: FormState, formData: FormData): Promise<FormState> {
  const form = readPostedForm(previous, formData, ['token', 'password', 'confirm'], setPasswordSchema);
  const { attempt } = form;
  if (form.refusal) return { errors: form.refusal.errors, attempt };
  if (!(await redeemPasswordLink(form.data.token, form.data.password)))
    return { errors: { form: ['This link has expired or was already used. Ask for a new one.'] }, attempt };
  redirect('/admin/sign-in?password=set');
}
