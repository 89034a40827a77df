import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Twilio's Messages API (no Twilio is reachable from here): a real HTTP
 * server that answers `POST /2010-04-01/Accounts/{AccountSid}/Messages.json` as Twilio does,
 * after checking the account's basic authentication, and keeps every message it accepted. The app
 * reaches it through twilio's own library, pointed here by TWILIO_API_BASE. A number listed in
 * `unsubscribed` is refused with Twilio's error 21610, as a carrier-held STOP is.
 */

export interface ReceivedText {
  to: string;
  from: string;
  body: string;
  at: number;
}

export const standInAccount = {
  sid: `AC${'0123456789abcdef'.repeat(2)}`,
  token: 'f'.repeat(32),
  from: '+15005550006',
};

export class TwilioStandIn {
  readonly received: ReceivedText[] = [];
  readonly unsubscribed = new Set<string>();
  private server: Server | undefined;

  async start(port = 0): Promise<number> {
    this.server = createServer((request, response) => void this.answer(request, response));
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    return (server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(phone: string): ReceivedText[] {
    return this.received.filter((text) => text.to === phone);
  }

  private async answer(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const expected = `Basic ${Buffer.from(`${standInAccount.sid}:${standInAccount.token}`).toString('base64')}`;
    if (request.headers.authorization !== expected)
      return reply(401, { code: 20003, message: 'Authenticate', status: 401 });
    if (request.method !== 'POST' || path !== `/2010-04-01/Accounts/${standInAccount.sid}/Messages.json`)
      return reply(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const text = { to: form.get('To') ?? '', from: form.get('From') ?? '', body: form.get('Body') ?? '' };
    if (this.unsubscribed.has(text.to))
      return reply(400, { code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 });
    this.received.push({ ...text, at: Date.now() });
    reply(201, {
      sid: `SM${randomBytes(16).toString('hex')}`,
      account_sid: standInAccount.sid,
      ...text,
      status: 'queued',
      num_segments: '1',
      direction: 'outbound-api',
      date_created: new Date().toUTCString(),
    });
  }
}
