import 'server-only';

import { env } from '@/env';

/**
 * Whether a state-changing request comes from a page of this site: browsers send Origin on every
 * POST, so a form on another site (a forged request) names that other site or none.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const allowed = new Set([new URL(env().SITE_URL).origin, new URL(request.url).origin]);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const proto =
    request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ??
    new URL(request.url).protocol.replace(':', '');
  if (host) allowed.add(`${proto}://${host}`);
  return allowed.has(origin);
}
