import 'server-only';

import { isSameOrigin } from '@/server/http/same-origin';

import { clearSessionCookie, sessionToken } from './current-staff';
import { deleteSession } from './sessions';

/**
 * The staff area's "Sign out" button, a plain form post to its own address: a server action would
 * post to the page it sits on, and the refusal page (/admin/not-allowed) must never take posts
 * (src/proxy.ts sends them on to read it). A post from another site signs nobody out.
 */
export async function answerSignOut(request: Request): Promise<Response> {
  if (!isSameOrigin(request))
    return new Response('Sign out from the staff area’s own pages.', {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  await deleteSession(await sessionToken());
  await clearSessionCookie();
  // Relative, so the browser stays on the host it used.
  return new Response(null, {
    status: 303,
    headers: { Location: '/admin/sign-in', 'Cache-Control': 'no-store' },
  });
}
