import 'server-only';

import { plainTextResponse, seeOther } from '@/server/http/plain-response';
import { isSameOrigin } from '@/server/http/same-origin';

import { clearSessionCookie, sessionToken } from './current-staff';
import { deleteSession } from './sessions';

/**
 * The staff area's "Sign out" button, a plain form post to its own address: a server action would
 * post to the page it sits on, and the refusal page (/admin/not-allowed) must never take posts
 * (src/proxy.ts sends them on to read it). A post from another site signs nobody out.
 */
export async function answerSignOut(request: Request): Promise<Response> {
  if (!isSameOrigin(request)) return plainTextResponse(403, 'Sign out from the staff area’s own pages.');
  await deleteSession(await sessionToken());
  await clearSessionCookie();
  return seeOther('/admin/sign-in');
}
