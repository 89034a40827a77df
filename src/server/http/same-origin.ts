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
  // The forwarded headers are a proxy's word only where TRUST_PROXY says a proxy we run sets them,
  // as for the client's address; otherwise any client could name its own host in them.
  const forwarded = (name: string) => (env().TRUST_PROXY ? request.headers.get(name) : null);
  const host = forwarded('x-forwarded-host') ?? request.headers.get('host');
  const proto =
    forwarded('x-forwarded-proto')?.split(',')[0]?.trim() ?? new URL(request.url).protocol.replace(':', '');
  if (host) allowed.add(`${proto}://${host}`);
  return allowed.has(origin);
}
