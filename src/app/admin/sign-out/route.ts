import { answerSignOut } from '@/features/staff/server/sign-out';

/** Ends the session of whoever sends it: the "Sign out" button on every staff page. */
export async function POST(request: Request) {
  return answerSignOut(request);
}
