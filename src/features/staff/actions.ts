'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';

import { clientAddress } from '@/server/security/rate-limit';

import { safeReturnPath } from './return-path';
import { clearSessionCookie, sessionToken, setSessionCookie } from './server/current-staff';
import { createSession, deleteSession } from './server/sessions';
import { attemptSignIn } from './server/sign-in';

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
  // A new session (and cookie) on every sign-in: an id planted before sign-in is worth nothing.
  const session = await createSession(outcome.staff.id);
  await setSessionCookie(session.token);
  redirect(safeReturnPath(formData.get('next')) ?? '/admin');
}

export async function signOut(): Promise<void> {
  await deleteSession(await sessionToken());
  await clearSessionCookie();
  redirect('/admin/sign-in');
}
