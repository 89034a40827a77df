import 'server-only';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';

import { env } from '@/env';
import { plainTextResponse } from '@/server/http/plain-response';

import { may, permissionRefusal, type Permission } from '../access';
import { notAllowedPath, signInPath, staffPathHeader } from '../return-path';
import { hashSecretToken } from './secret-tokens';
import { secureSessionCookieName, sessionCookieName, sessionLifetimeMs, sessionStaff } from './sessions';
import type { StaffUser } from './staff';
import { challengeLifetimeMs, twoFactorRequirement } from './two-factor';

/** The session token the browser sent, under either cookie name. */
export async function sessionToken(): Promise<string | undefined> {
  const store = await cookies();
  return store.get(secureSessionCookieName)?.value ?? store.get(sessionCookieName)?.value;
}

/**
 * A rate-limit key for checks made from the session in hand (its current password, a code): a
 * session left open or stolen spends its own tries, never its owner's, and a new session needs
 * the password itself.
 */
export async function sessionLimitKey(check: string, staffId: string): Promise<string> {
  return `${check}:${hashSecretToken((await sessionToken()) ?? staffId)}`;
}

/** The signed-in staff member, or undefined. */
export async function currentStaff(): Promise<StaffUser | undefined> {
  return sessionStaff(await sessionToken());
}

/** Where an account without two-factor goes while a manager requires it. */
export const twoFactorSetupPath = '/admin/account?required=1';

type StaffAccess =
  | { staff: StaffUser }
  | { refusal: 'sign-in' }
  | { refusal: 'two-factor' }
  | { refusal: 'forbidden'; staff: StaffUser; permission: Permission };

/**
 * The one check of the staff area: a session, two-factor sign-in set up while a manager requires
 * it (but for the page that sets it up, `beforeTwoFactor`), and the permission asked for
 * (src/features/staff/access.ts). Pages and actions read its answer through `requireStaff`,
 * route handlers through `staffForRoute`.
 */
async function staffAccess(
  permission: Permission | undefined,
  beforeTwoFactor: boolean,
): Promise<StaffAccess> {
  const staff = await currentStaff();
  if (!staff) return { refusal: 'sign-in' };
  if (!beforeTwoFactor && !staff.twoFactor && (await twoFactorRequirement()).required)
    return { refusal: 'two-factor' };
  if (permission && !may(staff, permission)) return { refusal: 'forbidden', staff, permission };
  return { staff };
}

/**
 * Every staff page and server action starts here. No session: to sign-in, which returns to the
 * page asked for. Two-factor required and not set up: to the page that sets it up. Signed in
 * without the permission asked for: to the 403 page, whatever the browser showed them. A
 * redirect rather than Next's forbidden(), whose page is drawn by the browser's script, and not
 * at all for a form posted without JavaScript (it answered 400 with a broken 404 page).
 */
export async function requireStaff(
  permission?: Permission,
  { beforeTwoFactor = false } = {},
): Promise<StaffUser> {
  const access = await staffAccess(permission, beforeTwoFactor);
  if (!('refusal' in access)) return access.staff;
  if (access.refusal === 'sign-in') redirect(signInPath((await headers()).get(staffPathHeader)));
  if (access.refusal === 'two-factor') redirect(twoFactorSetupPath);
  redirect(notAllowedPath);
}

/**
 * The same check for a route handler (a download, an upload): the person, or the answer to send
 * instead, as plain text a script or a browser tab shows as it is.
 */
export async function staffForRoute(permission?: Permission): Promise<StaffUser | Response> {
  const access = await staffAccess(permission, false);
  if (!('refusal' in access)) return access.staff;
  switch (access.refusal) {
    case 'sign-in':
      return plainTextResponse(401, 'Sign in first.');
    case 'two-factor':
      return plainTextResponse(
        403,
        'Set up two-factor sign-in on Your account first: a manager requires it.',
      );
    case 'forbidden':
      return plainTextResponse(403, permissionRefusal(access.permission));
  }
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
  // A browser keeps a __Host- cookie unless the one replacing it is Secure too.
  store.delete({ name: secureSessionCookieName, path: '/', secure: true });
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
