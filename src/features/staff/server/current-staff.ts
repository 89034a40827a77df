import 'server-only';

import { cookies, headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';

import { env } from '@/env';

import { signInPath, staffPathHeader } from '../return-path';
import { secureSessionCookieName, sessionCookieName, sessionLifetimeMs, sessionStaff } from './sessions';
import type { StaffUser } from './staff';

/** The session token the browser sent, under either cookie name. */
export async function sessionToken(): Promise<string | undefined> {
  const store = await cookies();
  return store.get(secureSessionCookieName)?.value ?? store.get(sessionCookieName)?.value;
}

/** The signed-in staff member, or undefined. */
export async function currentStaff(): Promise<StaffUser | undefined> {
  return sessionStaff(await sessionToken());
}

/**
 * Every admin page and action starts here: no session, no admin (redirect to sign-in, which
 * returns to the page asked for once signed in).
 */
export async function requireStaff(): Promise<StaffUser> {
  const staff = await currentStaff();
  if (!staff) redirect(signInPath((await headers()).get(staffPathHeader)));
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
