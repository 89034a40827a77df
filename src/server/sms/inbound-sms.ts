import 'server-only';

import { env } from '@/env';
import { phoneE164 } from '@/lib/phone-number';
import { plainTextResponse } from '@/server/http/plain-response';
import { readBodyBytes } from '@/server/http/request-body';

import { keywordOf, recordSmsKeyword } from './sms-opt-outs';
import { smsConfigured } from './twilio-sender';

/**
 * POST /api/sms/inbound: Twilio's webhook for a reply to one of our texts. Only a request signed
 * with the account's auth token (X-Twilio-Signature, checked by the library's own validator over
 * the address Twilio called, SITE_URL plus this path, and the posted fields) is read. STOP and
 * its kin record the number as opted out, START opts it in again; anything else is a customer's
 * words, handed to `onReply` (the app puts them on the customer's lead for staff to answer).
 * Answered with empty TwiML: Twilio sends the carriers' own STOP reply.
 */

export const inboundSmsPath = '/api/sms/inbound';

const twiml = (status = 200) =>
  new Response('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', {
    status,
    headers: { 'Content-Type': 'text/xml; charset=utf-8', 'Cache-Control': 'no-store' },
  });

export async function answerInboundSms(
  request: Request,
  onReply: (from: string, text: string, at: Date) => Promise<void>,
  now = new Date(),
): Promise<Response> {
  if (!smsConfigured()) return plainTextResponse(404, 'Texts are not configured here.');
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return plainTextResponse(415, 'Twilio posts a form.');
  const bytes = await readBodyBytes(request, 16 * 1024);
  if (bytes === 'too-large') return plainTextResponse(413, 'Too large.');
  if (bytes === 'unreadable') return plainTextResponse(400, 'Could not read the request body.');
  const fields = Object.fromEntries(new URLSearchParams(new TextDecoder().decode(bytes)));
  const signature = request.headers.get('x-twilio-signature') ?? '';
  const { default: twilio } = await import('twilio');
  const signed = twilio.validateRequest(
    env().TWILIO_AUTH_TOKEN!,
    signature,
    `${env().SITE_URL}${inboundSmsPath}`,
    fields,
  );
  if (!signature || !signed) return plainTextResponse(403, 'The request is not signed by Twilio.');
  const keyword = keywordOf(fields.Body ?? '');
  const from = phoneE164(fields.From ?? '');
  if (keyword && from) await recordSmsKeyword(from, keyword.keyword, keyword.optOut, now);
  else if (from && fields.Body?.trim()) await onReply(from, fields.Body.trim(), now);
  return twiml();
}
