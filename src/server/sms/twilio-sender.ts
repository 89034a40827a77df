import 'server-only';

import type { Twilio } from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';

import { env } from '@/env';

/**
 * Text messages through Twilio's own Node library, configured by TWILIO_ACCOUNT_SID,
 * TWILIO_AUTH_TOKEN and TWILIO_FROM (all three, or no texts at all). TWILIO_API_BASE, for tests
 * and stand-ins only, points the library at another address through its own `httpClient` option:
 * a RequestClient that sends each request to that base instead of Twilio's hosts.
 */

export interface TextToSend {
  /** E.164: "+17325550102". */
  to: string;
  body: string;
}

export type SendText = (text: TextToSend) => Promise<{ sid: string }>;

/** Whether texts can be sent: the three Twilio settings are there. */
export function smsConfigured(): boolean {
  const settings = env();
  return Boolean(settings.TWILIO_ACCOUNT_SID && settings.TWILIO_AUTH_TOKEN && settings.TWILIO_FROM);
}

const cached = globalThis as typeof globalThis & { __twilioClient?: Promise<Twilio> };

/** The library's client, made once; loaded only when a text is sent. */
function twilioClient(): Promise<Twilio> {
  cached.__twilioClient ??= (async () => {
    const { default: twilio } = await import('twilio');
    const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_API_BASE } = env();
    const base = TWILIO_API_BASE;
    /** Twilio's requests, sent to the stand-in's base with the same path and query. */
    class RebasedRequestClient extends twilio.RequestClient {
      override request<TData>(options: RequestClient.RequestOptions<TData>) {
        return super.request({ ...options, uri: options.uri.replace(/^https:\/\/[^/]+/, base!) });
      }
    }
    return twilio(TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, {
      ...(base ? { httpClient: new RebasedRequestClient({ timeout: 10_000 }) } : {}),
    });
  })().catch((error: unknown) => {
    cached.__twilioClient = undefined;
    throw error;
  });
  return cached.__twilioClient;
}

/** Sends through Twilio; undefined when texts are not configured. */
export function smsSender(): SendText | undefined {
  if (!smsConfigured()) return undefined;
  const from = env().TWILIO_FROM!;
  return async ({ to, body }) => {
    const client = await twilioClient();
    const message = await client.messages.create({
      to,
      body,
      ...(from.startsWith('MG') ? { messagingServiceSid: from } : { from }),
    });
    return { sid: message.sid };
  };
}
