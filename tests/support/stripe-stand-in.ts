import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import Stripe from 'stripe';

/**
 * A local stand-in for the parts of Stripe's API the site uses (no Stripe is reachable from here
 * or from CI): a real HTTP server that answers as Stripe does, after checking the secret key, for
 * Checkout sessions (create, retrieve, expire), PaymentIntents (create off-session with a saved
 * card, retrieve, capture in part, cancel; voided at the end of a hold's life by the test) and
 * refunds (never more than is left to refund; retrieved, or listed by PaymentIntent; failed later
 * by the test, as a card's bank does). The app
 * reaches it through the `stripe` library, pointed here by STRIPE_API_BASE. A POST with an
 * Idempotency-Key used before answers the first answer again when it is the same request, and is
 * refused (400, idempotency_error) when it goes to another endpoint or with other parameters, as
 * Stripe does. The test plays the customer
 * (`pay`, `expire`) and Stripe's webhooks (`event`, signed with the library's own test header).
 */

export const standInKeys = {
  secretKey: 'sk_test_standin0123456789',
  webhookSecret: 'whsec_standin0123456789',
};

type StripeObject = Record<string, unknown> & { id: string };

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** A session as Stripe answers it: what was asked for the PaymentIntent is not read back. */
function shown(session: StripeObject): StripeObject {
  const answer = { ...session };
  delete answer.payment_intent_data;
  return answer;
}

/** Stripe's form encoding (`line_items[0][price_data][currency]=usd`) read back into objects. */
function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const keys = name.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) node[key] = value;
      else node = (node[key] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

export class StripeStandIn {
  readonly sessions = new Map<string, StripeObject>();
  readonly intents = new Map<string, StripeObject>();
  readonly refunds: StripeObject[] = [];
  /** Every request, method and path, in order. */
  readonly requests: { method: string; path: string; body: Record<string, unknown> }[] = [];
  /** The next off-session PaymentIntent is declined (card_declined), once. */
  declineNext = false;
  /** While set, every API request is answered 503, as during an outage at Stripe. */
  unavailable = false;
  /** While set, every API request is refused 400, as Stripe refuses a request for what it sends. */
  refusing = false;
  /**
   * Where a session's page is, for a browser test: set, the stand-in serves Stripe's payment page
   * itself (GET /pay/{id}: a Pay button; POST pays and sends the browser to the success address).
   */
  checkoutBase: string | undefined;
  /**
   * The origin the browser reaches the site at, when it differs from the SITE_URL the site builds
   * its return addresses with (a server of a test's own, on a port of its own): Stripe's page sends
   * the browser back there, with the same path and query.
   */
  siteOrigin: string | undefined;
  private readonly idempotent = new Map<string, { request: string; status: number; body: unknown }>();
  private readonly library = new Stripe(standInKeys.secretKey);
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

  /** The customer pays the session on Stripe's page: the rent charged, the card saved. */
  pay(sessionId: string): StripeObject {
    const session = this.sessions.get(sessionId)!;
    if (session.status !== 'open') throw new Error(`The session is ${String(session.status)}`);
    const intentData = (session.payment_intent_data ?? {}) as Record<string, unknown>;
    const intent = this.newIntent({
      amount: session.amount_total,
      customer: newId('cus'),
      payment_method: newId('pm'),
      capture_method: intentData.capture_method ?? 'automatic',
      setup_future_usage: intentData.setup_future_usage ?? null,
      metadata: intentData.metadata ?? {},
    });
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: intent.id,
      customer: intent.customer,
    });
    return { ...session };
  }

  /** The session's time runs out unpaid. */
  expire(sessionId: string): StripeObject {
    const session = this.sessions.get(sessionId)!;
    if (session.status === 'open') session.status = 'expired';
    return { ...session };
  }

  /** A webhook event of `type` about `object` as it stands, signed as Stripe signs it. */
  event(type: string, object: StripeObject): { body: string; signature: string; id: string } {
    const id = newId('evt');
    const body = JSON.stringify({
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object },
    });
    return { body, signature: this.sign(body), id };
  }

  /** Any body, signed as Stripe signs its webhooks: what a sender holding the secret could send. */
  sign(body: string): string {
    return this.library.webhooks.generateTestHeaderString({
      payload: body,
      secret: standInKeys.webhookSecret,
    });
  }

  /**
   * A refund Stripe makes that no answer brings back to the site: one the dealer makes in Stripe's
   * dashboard (no metadata), or one of the site's whose answer was lost on the way (its metadata).
   */
  refundAtStripe(intentId: string, amount: number, metadata: Record<string, string> = {}): StripeObject {
    const intent = this.intents.get(intentId)!;
    if (amount > (intent.amount_received as number) - this.refundedOn(intentId))
      throw new Error('More than is left to refund');
    const refund: StripeObject = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: 'usd',
      payment_intent: intentId,
      status: 'succeeded',
      metadata,
      created: Math.floor(Date.now() / 1000),
    };
    this.refunds.push(refund);
    return { ...refund };
  }

  /**
   * A refund that the card's bank sends back days later (a closed card account): Stripe marks it
   * failed and puts the money back on the balance. Answers it as `refund.failed` carries it.
   */
  failRefund(refundId: string): StripeObject {
    const refund = this.refunds.find((each) => each.id === refundId)!;
    refund.status = 'failed';
    refund.failure_reason = 'expired_or_canceled_card';
    return { ...refund };
  }

  /**
   * A deposit hold left uncaptured to the end of its life: Stripe cancels it itself
   * (`cancellation_reason: automatic`). Answers it as `payment_intent.canceled` carries it.
   */
  voidHold(intentId: string): StripeObject {
    const intent = this.intents.get(intentId)!;
    if (intent.status !== 'requires_capture')
      throw new Error(`The PaymentIntent is ${String(intent.status)}`);
    Object.assign(intent, { status: 'canceled', cancellation_reason: 'automatic', amount_capturable: 0 });
    return { ...intent };
  }

  /** What was refunded against a PaymentIntent, in cents: a refund that failed gave nothing back. */
  refundedOn(intentId: string): number {
    return this.refunds
      .filter((refund) => refund.payment_intent === intentId && refund.status !== 'failed')
      .reduce((sum, refund) => sum + (refund.amount as number), 0);
  }

  /** One of the site's return addresses, where the browser reaches the site (`siteOrigin`). */
  private onSite(address: string): string {
    const url = new URL(address);
    return this.siteOrigin ? `${this.siteOrigin}${url.pathname}${url.search}` : url.href;
  }

  /**
   * Stripe's hosted page, played: the amount, a Pay button (paying goes back to the site) and the
   * page's back link to the site's cancel address.
   */
  private payPage(method: string, sessionId: string, response: ServerResponse) {
    const session = this.sessions.get(sessionId);
    if (!session) {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      return response.end('No such session');
    }
    if (method === 'POST') {
      this.pay(sessionId);
      response.writeHead(303, { Location: this.onSite(String(session.success_url)) });
      return response.end();
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><title>Stripe Checkout (stand-in)</title><h1>Pay $${((session.amount_total as number) / 100).toFixed(2)}</h1>` +
        `<form method="post"><button>Pay</button></form>` +
        `<a href="${this.onSite(String(session.cancel_url)).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">Back</a></html>`,
    );
  }

  private newIntent(fields: Record<string, unknown>): StripeObject {
    const manual = fields.capture_method === 'manual';
    const intent: StripeObject = {
      id: newId('pi'),
      object: 'payment_intent',
      currency: 'usd',
      created: Math.floor(Date.now() / 1000),
      status: manual ? 'requires_capture' : 'succeeded',
      amount_capturable: manual ? fields.amount : 0,
      amount_received: manual ? 0 : fields.amount,
      livemode: false,
      ...fields,
      amount: Number(fields.amount),
    };
    this.intents.set(intent.id, intent);
    return intent;
  }

  private async answer(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': newId('req') });
      response.end(JSON.stringify(body));
    };
    const error = (status: number, type: string, message: string, code?: string) =>
      reply(status, { error: { type, message, ...(code ? { code } : {}) } });
    const page = /^\/pay\/(cs_test_[0-9a-f]+)$/.exec(new URL(request.url ?? '/', 'http://stand-in').pathname);
    if (page) return this.payPage(request.method ?? 'GET', page[1]!, response);
    if (request.headers.authorization !== `Bearer ${standInKeys.secretKey}`)
      return error(401, 'invalid_request_error', 'Invalid API Key provided');
    if (this.unavailable)
      return error(503, 'api_error', 'Stripe is unavailable (the stand-in is playing an outage).');
    if (this.refusing)
      return error(400, 'invalid_request_error', 'The stand-in refuses this request (playing a refusal).');
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    // A GET's parameters are its query's, a POST's its body's, as the library sends them.
    const body = parseForm(method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8'));
    this.requests.push({ method, path: url.pathname, body });
    const key = request.headers['idempotency-key'];
    const idempotencyKey = method === 'POST' && typeof key === 'string' ? key : undefined;
    const asked = `${url.pathname} ${JSON.stringify(body)}`;
    const earlier = idempotencyKey ? this.idempotent.get(idempotencyKey) : undefined;
    if (earlier && earlier.request !== asked)
      return error(
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
      );
    if (earlier) return reply(earlier.status, earlier.body);
    const answered = this.route(method, url.pathname, body);
    if (idempotencyKey && answered.status < 500)
      this.idempotent.set(idempotencyKey, { request: asked, ...answered });
    reply(answered.status, answered.body);
  }

  private route(
    method: string,
    path: string,
    body: Record<string, unknown>,
  ): { status: number; body: unknown } {
    const ok = (object: StripeObject) => ({ status: 200, body: { ...object } });
    const missing = (what: string) => ({
      status: 404,
      body: {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
      },
    });
    const invalid = (message: string) => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', message } },
    });
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const items = Object.values((body.line_items ?? {}) as Record<string, Record<string, unknown>>);
      const amount = items.reduce((sum, item) => {
        const price = item.price_data as Record<string, unknown>;
        return sum + Number(price.unit_amount) * Number(item.quantity ?? 1);
      }, 0);
      const expiresAt = Number(body.expires_at ?? Math.floor(Date.now() / 1000) + 86_400);
      if (expiresAt < Math.floor(Date.now() / 1000) + 30 * 60 - 5)
        return invalid(
          'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
        );
      const id = newId('cs');
      const session: StripeObject = {
        id,
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: amount,
        currency: 'usd',
        customer: null,
        customer_email: body.customer_email ?? null,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        payment_intent: null,
        payment_intent_data: body.payment_intent_data ?? {},
        expires_at: expiresAt,
        success_url: String(body.success_url).replace('{CHECKOUT_SESSION_ID}', id),
        cancel_url: body.cancel_url,
        url: `${this.checkoutBase ?? 'https://checkout.stripe.com/c'}/pay/${id}`,
        livemode: false,
      };
      this.sessions.set(id, session);
      return ok(shown(session));
    }
    if ((match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path))) {
      const session = this.sessions.get(match[1]!);
      if (!session) return missing(`checkout.session: '${match[1]}'`);
      if (method === 'POST' && match[2]) {
        if (session.status !== 'open') return invalid(`This Checkout Session is ${String(session.status)}.`);
        session.status = 'expired';
      }
      return ok(shown(session));
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      if (this.declineNext) {
        this.declineNext = false;
        return {
          status: 402,
          body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
        };
      }
      if (!body.payment_method || !body.customer)
        return invalid('A saved card needs its customer and payment method.');
      const confirmed = body.confirm === 'true';
      const intent = this.newIntent({
        amount: Number(body.amount),
        customer: body.customer,
        payment_method: body.payment_method,
        capture_method: body.capture_method ?? 'automatic',
        off_session: body.off_session === 'true',
        metadata: body.metadata ?? {},
      });
      if (!confirmed) intent.status = 'requires_confirmation';
      return ok(intent);
    }
    if ((match = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path))) {
      const intent = this.intents.get(match[1]!);
      if (!intent) return missing(`payment_intent: '${match[1]}'`);
      if (method === 'POST' && match[2] === 'capture') {
        if (intent.status !== 'requires_capture')
          return invalid(
            `This PaymentIntent could not be captured because it has a status of ${String(intent.status)}.`,
          );
        const amount = body.amount_to_capture === undefined ? intent.amount : Number(body.amount_to_capture);
        if ((amount as number) > (intent.amount as number)) return invalid('amount_to_capture is too large');
        Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
      }
      if (method === 'POST' && match[2] === 'cancel') {
        if (intent.status === 'succeeded' || intent.status === 'canceled')
          return invalid(
            `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`,
          );
        Object.assign(intent, { status: 'canceled', amount_capturable: 0 });
      }
      return ok(intent);
    }
    if (method === 'GET' && path === '/v1/refunds') {
      const made = this.refunds.filter((refund) => refund.payment_intent === body.payment_intent);
      return { status: 200, body: { object: 'list', url: '/v1/refunds', has_more: false, data: made } };
    }
    if (method === 'GET' && (match = /^\/v1\/refunds\/([^/]+)$/.exec(path))) {
      const refund = this.refunds.find((each) => each.id === match![1]);
      return refund ? ok(refund) : missing(`refund: '${match[1]}'`);
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = this.intents.get(String(body.payment_intent));
      if (!intent) return missing(`payment_intent: '${String(body.payment_intent)}'`);
      const left = (intent.amount_received as number) - this.refundedOn(intent.id);
      const amount = body.amount === undefined ? left : Number(body.amount);
      if (amount <= 0 || amount > left)
        return invalid(
          `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge ($${left / 100})`,
        );
      const refund: StripeObject = {
        id: newId('re'),
        object: 'refund',
        amount,
        currency: 'usd',
        payment_intent: intent.id,
        status: 'succeeded',
        metadata: body.metadata ?? {},
        created: Math.floor(Date.now() / 1000),
      };
      this.refunds.push(refund);
      return ok(refund);
    }
    return missing(`route: ${method} ${path}`);
  }
}
