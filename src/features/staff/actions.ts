'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';

import { env } from '@/env';
import { errorsByField, postedText, readPostedForm } from '@/lib/posted-form';
import { clientAddress, hitRateLimit } from '@/server/security/rate-limit';

import { safeReturnPath } from './return-path';
import {
  challengeToken,
  clearChallengeCookie,
  clearSessionCookie,
  requireStaff,
  sessionToken,
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
import { createSession, deleteSession } from './server/sessions';
import { attemptSecondFactor, attemptSignIn } from './server/sign-in';
import {
  addStaffMember,
  setStaffDisabled,
  updateStaffMember,
  type StaffChangeOutcome,
} from './server/staff-directory';
import { createSignInChallenge } from './server/two-factor';
import { newStaffSchema, staffChangeSchema, staffDisplayName } from './staff-roles';

export interface SignInState {
  error?: string;
  email?: string;
}

const signInSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'Enter your e-mail address'), z.maxLength(254)),
  password: z.string().check(z.minLength(1, 'Enter your password'), z.maxLength(500)),
});

const retryMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

export async function signIn(_previous: SignInState, formData: FormData): Promise<SignInState> {
  const parsed = signInSchema.safeParse({ email: formData.get('email'), password: formData.get('password') });
  const rawEmail = formData.get('email');
  const email = typeof rawEmail === 'string' ? rawEmail.slice(0, 254) : '';
  if (!parsed.success)
    return { error: parsed.error.issues[0]?.message ?? 'Enter your e-mail and password', email };

  const outcome = await attemptSignIn(
    parsed.data.email,
    parsed.data.password,
    clientAddress(await headers()),
  );
  if (!outcome.ok) {
    switch (outcome.reason) {
      case 'mismatch':
        return { error: 'That e-mail and password do not match a staff account.', email };
      case 'throttled':
        return {
          error: `Too many sign-in attempts. Try again in ${retryMinutes(outcome.retryAfterSeconds)}.`,
          email,
        };
      case 'busy':
        return { error: 'Sign-in is busy right now. Try again in a moment.', email };
    }
  }
  const returnTo = safeReturnPath(formData.get('next'));
  if (outcome.staff.twoFactor) {
    await setChallengeCookie(await createSignInChallenge(outcome.staff.id));
    redirect(`/admin/sign-in/code${returnTo ? `?next=${encodeURIComponent(returnTo)}` : ''}`);
  }
  return startSession(outcome.staff.id, returnTo);
}

/** A new session (and cookie) on every sign-in: an id planted before sign-in is worth nothing. */
async function startSession(staffId: string, returnTo: string | undefined): Promise<never> {
  const session = await createSession(staffId);
  await setSessionCookie(session.token);
  redirect(returnTo ?? '/admin');
}

export interface SignInCodeState {
  error?: string;
}

/** The second step of a two-factor sign-in: a code from the app, or a recovery code. */
export async function verifySignInCode(
  _previous: SignInCodeState,
  formData: FormData,
): Promise<SignInCodeState> {
  const code = postedText(formData, ['code']).code.trim();
  if (code === '') return { error: 'Enter the 6-digit code from your authenticator app.' };
  const outcome = await attemptSecondFactor(await challengeToken(), code, clientAddress(await headers()));
  if (!outcome.ok) {
    switch (outcome.reason) {
      case 'mismatch':
        return {
          error:
            'That code is not right. Codes change every 30 seconds: enter the one showing now, or a recovery code.',
        };
      case 'throttled':
        return {
          error: `Too many sign-in attempts. Try again in ${retryMinutes(outcome.retryAfterSeconds)}.`,
        };
      case 'expired':
        await clearChallengeCookie();
        redirect('/admin/sign-in?code=expired');
    }
  }
  await clearChallengeCookie();
  return startSession(outcome.staff.id, safeReturnPath(formData.get('next')));
}

export async function signOut(): Promise<void> {
  await deleteSession(await sessionToken());
  await clearSessionCookie();
  redirect('/admin/sign-in');
}

/** The staff page's forms: what was sent, what was wrong, and what happened. */
export interface StaffFormState {
  values?: Record<string, string>;
  errors?: Record<string, string[]>;
  /** Set when someone changed the account after the page was opened. */
  stale?: boolean;
  attempt?: number;
  /** After adding a person: their name, and the welcome link when it could not be e-mailed. */
  added?: { name: string; email: string; mailed: boolean; link?: string };
}

/** Adds a person; they get a welcome link to choose their password (shown here when mail is off). */
export async function addStaffAction(previous: StaffFormState, formData: FormData): Promise<StaffFormState> {
  await requireStaff('staff.manage');
  const form = readPostedForm(previous, formData, ['name', 'email', 'mobile', 'role'], newStaffSchema);
  if (form.refusal) return form.refusal;
  const { values, attempt } = form;
  const result = await addStaffMember(form.data);
  if (result.outcome === 'taken')
    return { values, errors: { email: ['There is already an account with this e-mail.'] }, attempt };
  const mailed = await mailPasswordLink(result.member.email, 'welcome', result.welcomeToken);
  return {
    attempt,
    added: {
      name: staffDisplayName(result.member),
      email: result.member.email,
      mailed,
      // Mail is off or refused: the manager hands the link over themselves.
      ...(mailed ? {} : { link: passwordLinkUrl(result.welcomeToken) }),
    },
  };
}

const refusals: Record<'missing' | 'last-manager', string> = {
  missing: 'This account no longer exists.',
  'last-manager': 'The desk needs a manager: make someone else a manager first.',
};

function staffChangeAnswer(
  values: Record<string, string>,
  attempt: number,
  result: StaffChangeOutcome,
  id: string,
  done: string,
): StaffFormState {
  if (result.outcome === 'stale') return { values, stale: true, attempt };
  if (result.outcome !== 'done') return { values, errors: { form: [refusals[result.outcome]] }, attempt };
  redirect(`/admin/staff?${done}=${encodeURIComponent(id)}`);
}

export async function updateStaffAction(
  previous: StaffFormState,
  formData: FormData,
): Promise<StaffFormState> {
  await requireStaff('staff.manage');
  const values = postedText(formData, ['id', 'version', 'name', 'mobile', 'role']);
  const attempt = (previous.attempt ?? 0) + 1;
  const parsed = staffChangeSchema.safeParse({ ...values, away: formData.get('away') === 'on' });
  const echoed = { ...values, away: formData.get('away') === 'on' ? 'on' : '' };
  if (!parsed.success) return { values: echoed, errors: errorsByField(parsed.error.issues), attempt };
  return staffChangeAnswer(echoed, attempt, await updateStaffMember(parsed.data), parsed.data.id, 'saved');
}

const disableSchema = z.object({
  id: z.string().check(z.regex(/^[0-9a-f-]{36}$/)),
  version: z.string().check(z.regex(/^\d{1,12}$/)),
  disable: z.enum(['1', '0']),
});

/** Disables an account (its sessions end at once) or enables it again. */
export async function setStaffDisabledAction(
  previous: StaffFormState,
  formData: FormData,
): Promise<StaffFormState> {
  const manager = await requireStaff('staff.manage');
  const values = postedText(formData, ['id', 'version', 'disable']);
  const attempt = (previous.attempt ?? 0) + 1;
  const parsed = disableSchema.safeParse(values);
  if (!parsed.success) return { values, errors: { form: ['This page is out of date: reload it.'] }, attempt };
  if (parsed.data.id === manager.id && parsed.data.disable === '1')
    return { values, errors: { form: ['You cannot disable your own account.'] }, attempt };
  const result = await setStaffDisabled(
    parsed.data.id,
    parsed.data.disable === '1',
    Number(parsed.data.version),
  );
  return staffChangeAnswer(
    values,
    attempt,
    result,
    parsed.data.id,
    parsed.data.disable === '1' ? 'disabled' : 'enabled',
  );
}

export interface PasswordFormState {
  error?: string;
  email?: string;
  sent?: boolean;
}

/** "Forgot password": the same answer whether or not the address has an account. */
export async function forgotPasswordAction(
  _previous: PasswordFormState,
  formData: FormData,
): Promise<PasswordFormState> {
  const email = postedText(formData, ['email']).email.trim().slice(0, 254);
  if (!z.email().safeParse(email).success)
    return { error: 'Enter the e-mail address you sign in with.', email };
  // The sign-in limit per client address covers these requests too: one more door, same lock.
  const limit = await hitRateLimit(
    `password-link:${clientAddress(await headers())}`,
    env().SIGN_IN_RATE_LIMIT,
    15 * 60,
  );
  if (!limit.allowed) return { error: 'Too many requests from here. Try again in a few minutes.', email };
  // Not awaited: how long the answer takes must not say whether a link was mailed.
  void requestPasswordReset(email).catch((error: unknown) =>
    console.error('A password link could not be made:', (error as Error).message),
  );
  return { sent: true, email };
}

/** Sets the password through a link, then sends the person to sign in with it. */
export async function setPasswordAction(
  _previous: PasswordFormState,
  formData: FormData,
): Promise<PasswordFormState> {
  const { token, password, confirm } = postedText(formData, ['token', 'password', 'confirm']);
  const problem = passwordProblem(password);
  if (problem) return { error: problem };
  if (password !== confirm) return { error: 'The two passwords are not the same.' };
  if (!(await redeemPasswordLink(token, password)))
    return { error: 'This link has expired or was already used. Ask for a new one.' };
  redirect('/admin/sign-in?password=set');
}
