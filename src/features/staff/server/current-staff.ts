import 'server-only';

import { cookies, headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';

import { env } from '@/env';

import { signInPath, staffPathHeader } from '../return-path';
import { secureSessionCookieName, sessionCookieName, sessionLifetimeMs, sessionStaff } from './sessions';
import type { StaffUser } from './staff';
import { challengeLifetimeMs, twoFactorRequirement } from './two-factor';

/** The session token the browser sent, under either cookie name. */
export async function sessionToken(): Promise<string | undefined> {
  const store = await cookies();
  return store.get(secureSessionCookieName)?.value ?? store.get(sessionCookieName)?.value;
}

/** The signed-in staff member, or undefined. */
export async function currentStaff(): Promise<StaffUser | undefined> {
  return sessionStaff(await sessionToken());
}

/** Where an account without two-factor goes while a manager requires it. */
export const twoFactorSetupPath = '/admin/account?required=1';

/**
 * Every admin page and action starts here: no session, no admin (redirect to sign-in, which
 * returns to the page asked for once signed in). While a manager requires two-factor sign-in, an
 * account without it gets only the page that sets it up (`beforeTwoFactor`).
 */
export async function requireStaff({ beforeTwoFactor = false } = {}): Promise<StaffUser> {
  const staff = await currentStaff();
  if (!staff) redirect(signInPath((await headers()).get(staffPathHeader)));
  if (!beforeTwoFactor && !staff.twoFactor && (await twoFactorRequirement()).required)
    redirect(twoFactorSetupPath);
  return staff;
}

/**
 * Pages and actions only a manager may use (the staff page, finance settings, the CSV import,
 * archiving): anyone else signed in gets the 403 page, whatever the browser showed them.
 */
export async function requireManager(): Promise<StaffUser> {
  const staff = await requireStaff();
  if (staff.role !== 'manager') forbidden();
  return staff;
}

/** Secure cookies whenever the site is served over https (directly or behind a TLS proxy). */
export async function cookieIsSecure(): Promise<boolean> {
  const forwardedProto = (await headers()).get('x-forwarded-proto');
  return env().SITE_URL.startsWith('https://') || forwardedProto?.split(',')[0]?.trim() === 'https';
}

/**
 * Over https the cookie is "__Host-staff_session": Secure, for the whole host (Path=/, which the
 * prefix requires) and never for other subdomains. Over plain http (a local run) it is scoped to
 * /admin. Either way HttpOnly and SameSite=Lax.
 */
export async function setSessionCookie(token: string): Promise<void> {
  const store = await cookies();
  const secure = await cookieIsSecure();
  store.set(secure ? secureSessionCookieName : sessionCookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: secure ? '/' : '/admin',
    maxAge: Math.floor(sessionLifetimeMs / 1000),
  });
}

export async function clearSessionCookie(): Promise<void> {
  const store = await cookies();
  store.delete({ name: sessionCookieName, path: '/admin' });
  store.delete({ name: secureSessionCookieName, path: '/' });
}

/** The step between password and code: its own short-lived cookie, for the staff area only. */
const challengeCookieName = 'staff_sign_in_challenge';

export async function challengeToken(): Promise<string | undefined> {
  return (await cookies()).get(challengeCookieName)?.value;
}

export async function setChallengeCookie(token: string): Promise<void> {
  (await cookies()).set(challengeCookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: await cookieIsSecure(),
    path: '/admin',
    maxAge: Math.floor(challengeLifetimeMs / 1000),
  });
}

export async function clearChallengeCookie(): Promise<void> {
  (await cookies()).delete({ name: challengeCookieName, path: '/admin' });
}
