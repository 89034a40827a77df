import 'server-only';

import { randomUUID } from 'node:crypto';

import { cookies } from 'next/headers';
import * as z from 'zod/mini';

import { cookieIsSecure } from '@/features/staff/server/current-staff';
import { sha256Base64url } from '@/server/security/digest';

import { formSubmissionKey } from './booking-form-origin';

/**
 * The key a browser last booked a question with (a rental's cart, dates and place; a service's
 * job), remembered in a cookie of its own for an hour, under the booking pages' path. Without
 * JavaScript, Back after booking draws the page afresh, and a fresh key would let the same form,
 * sent again, book a second cart; drawn with the key the question was booked with, the page says
 * it is booked already and sending it again answers that booking. "Book another" names the key it
 * passes over (`another`): a fresh one is drawn only while that is the key remembered, so Back
 * after the second booking says so again.
 */

const rememberedForS = 60 * 60;

/** The question as one short digest: the same fields and values give the same digest. */
const digestOf = (question: Readonly<Record<string, string>>) =>
  sha256Base64url(JSON.stringify(Object.entries(question).sort(([a], [b]) => a.localeCompare(b)))).slice(
    0,
    22,
  );

/** Where a kind of booking's question is asked and booked: its cookie's name and path. */
export interface QuestionCookie {
  name: string;
  path: string;
}

export async function rememberBookedQuestion(
  cookie: QuestionCookie,
  question: Readonly<Record<string, string>>,
  key: string,
): Promise<void> {
  (await cookies()).set(cookie.name, `${digestOf(question)}.${key}`, {
    httpOnly: true,
    sameSite: 'lax',
    secure: await cookieIsSecure(),
    path: cookie.path,
    maxAge: rememberedForS,
  });
}

/** The request's cookies; none outside a request. */
async function remembered() {
  try {
    return await cookies();
  } catch {
    return undefined;
  }
}

/**
 * The key this browser booked `question` with, when it is the question it last booked. Read
 * outside a request (a page's data read by a test) no browser asks: nothing is remembered.
 */
async function bookedQuestionKey(
  cookie: QuestionCookie,
  question: Readonly<Record<string, string>>,
  passedOver?: string,
): Promise<string | undefined> {
  const [digest, key] = ((await remembered())?.get(cookie.name)?.value ?? '').split('.');
  return digest === digestOf(question) && z.uuid().safeParse(key).success && key !== passedOver
    ? key
    : undefined;
}

/**
 * What a booking page draws its form with: the key this browser booked the question with (a
 * fresh one when it booked none, or "Book another" passes it over), and, while that key's booking
 * stands, its reference, shown instead of the form. Never its page's link: that carries the
 * booking's key, which anyone at this browser within the hour would be handed (a shared or family
 * computer); the renter has it in their confirmation.
 */
export async function formForQuestion(
  cookie: QuestionCookie,
  question: Readonly<Record<string, string>>,
  passedOver: string | undefined,
  /** The booking a form sent with this key (`form:<uuid>`) made, while it stands. */
  madeWith: (formKey: string) => Promise<{ reference: string } | undefined>,
): Promise<{ submissionKey: string; bookedAlready?: { reference: string } }> {
  const remembered = await bookedQuestionKey(cookie, question, passedOver);
  const formKey = remembered && formSubmissionKey('form', remembered);
  const earlier = formKey ? await madeWith(formKey) : undefined;
  return {
    submissionKey: remembered ?? randomUUID(),
    ...(earlier ? { bookedAlready: { reference: earlier.reference } } : {}),
  };
}
