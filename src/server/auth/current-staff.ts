import 'server-only';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';

import { env } from '@/env';

import { sessionCookieName, sessionLifetimeMs, sessionStaff } from './sessions';
import type { StaffUser } from './staff';

/** The signed-in staff member, or undefined. */
export async function currentStaff(): Promise<StaffUser | undefined> {
  const store = await cookies();
  return sessionStaff(store.get(sessionCookieName)?.value);
}

/** Every admin page and action starts here: no session, no admin (redirect to sign-in). */
export async function requireStaff(): Promise<StaffUser> {
  const staff = await currentStaff();
  if (!staff) redirect('/admin/sign-in');
  return staff;
}

/** Secure cookies whenever the site is served over https (directly or behind a TLS proxy). */
export async function cookieIsSecure(): Promise<boolean> {
  const forwardedProto = (await headers()).get('x-forwarded-proto');
  return env().SITE_URL.startsWith('https://') || forwardedProto?.split(',')[0]?.trim() === 'https';
}

export async function setSessionCookie(token: string): Promise<void> {
  const store = await cookies();
  store.set(sessionCookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: await cookieIsSecure(),
    path: '/admin',
    maxAge: Math.floor(sessionLifetimeMs / 1000),
  });
}

export async function clearSessionCookie(): Promise<void> {
  (await cookies()).delete({ name: sessionCookieName, path: '/admin' });
}
