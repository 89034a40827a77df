'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';

import { leadStatuses } from '@/lib/lead';
import { clearSessionCookie, requireStaff, setSessionCookie } from '@/server/auth/current-staff';
import { createSession, deleteSession, sessionCookieName } from '@/server/auth/sessions';
import { authenticateStaff } from '@/server/auth/staff';
import { updateLeadStatus } from '@/server/mutations/leads';
import { clientAddress, hitRateLimit } from '@/server/security/rate-limit';

export interface SignInState {
  error?: string;
  email?: string;
}

const signInSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'Enter your e-mail address'), z.maxLength(254)),
  password: z.string().check(z.minLength(1, 'Enter your password'), z.maxLength(500)),
});

const signInAttempts = { limit: 10, windowSeconds: 15 * 60 };

export async function signIn(_previous: SignInState, formData: FormData): Promise<SignInState> {
  const parsed = signInSchema.safeParse({ email: formData.get('email'), password: formData.get('password') });
  const rawEmail = formData.get('email');
  const email = typeof rawEmail === 'string' ? rawEmail.slice(0, 254) : '';
  if (!parsed.success)
    return { error: parsed.error.issues[0]?.message ?? 'Enter your e-mail and password', email };

  const limit = await hitRateLimit(
    `signin:${clientAddress(await headers())}`,
    signInAttempts.limit,
    signInAttempts.windowSeconds,
  );
  if (!limit.allowed) {
    return {
      error: `Too many sign-in attempts. Try again in ${Math.ceil(limit.retryAfterSeconds / 60)} minutes.`,
      email,
    };
  }
  const staff = await authenticateStaff(parsed.data.email, parsed.data.password);
  if (!staff) return { error: 'That e-mail and password do not match a staff account.', email };
  const session = await createSession(staff.id);
  await setSessionCookie(session.token);
  redirect('/admin');
}

export async function signOut(): Promise<void> {
  const token = (await cookies()).get(sessionCookieName)?.value;
  await deleteSession(token);
  await clearSessionCookie();
  redirect('/admin/sign-in');
}

const statusSchema = z.object({
  id: z.string().check(z.regex(/^[0-9a-f-]{36}$/)),
  status: z.enum(leadStatuses),
});

export async function changeLeadStatus(formData: FormData): Promise<void> {
  await requireStaff();
  const parsed = statusSchema.safeParse({ id: formData.get('id'), status: formData.get('status') });
  if (!parsed.success) redirect('/admin');
  await updateLeadStatus(parsed.data.id, parsed.data.status);
  redirect(`/admin/leads/${parsed.data.id}?updated=1`);
}
