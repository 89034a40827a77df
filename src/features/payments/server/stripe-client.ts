import 'server-only';

import type Stripe from 'stripe';

import { env } from '@/env';
import { appLog } from '@/server/app-log';
import { database } from '@/server/db/database';

/**
 * Stripe through its own Node library, configured by STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET
 * (both, or no payments online at all: rent and deposit are then taken at pickup, as before).
 * STRIPE_API_BASE, for tests and stand-ins only, points the library at another address through its
 * own host, port and protocol options.
 */

export { paymentsOnline } from '@/env';

const cached = globalThis as typeof globalThis & { __stripeClient?: Promise<Stripe> };

/** The library's client, made once per process; loaded only when payments are on. */
export function stripe(): Promise<Stripe> {
  cached.__stripeClient ??= (async () => {
    const { default: StripeLibrary } = await import('stripe');
    const { STRIPE_SECRET_KEY, STRIPE_API_BASE } = env();
    if (!STRIPE_SECRET_KEY) throw new Error('Payments are not configured (STRIPE_SECRET_KEY is unset)');
    const base = STRIPE_API_BASE ? new URL(STRIPE_API_BASE) : undefined;
    const client = new StripeLibrary(STRIPE_SECRET_KEY, {
      // Retries carry an idempotency key, and every call of ours that moves money passes its own.
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'https:' ? 443 : 80),
            protocol: base.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
    // A key Stripe does not take (revoked, mistyped, another account's) fails every payment with a
    // plain "try again": the payments page says so to the managers.
    // The library types its emitter as `any`; its 'response' event is a ResponseEvent.
    const emitter = client as unknown as {
      on(name: 'response', handler: (event: Stripe.ResponseEvent) => void): void;
    };
    emitter.on('response', (event) => {
      if (event.status === 401)
        void noteKeyRefused().catch((error: unknown) =>
          appLog.error({ err: error }, 'Could not note that Stripe refused the secret key'),
        );
    });
    return client;
  })().catch((error: unknown) => {
    cached.__stripeClient = undefined;
    throw error;
  });
  return cached.__stripeClient;
}

const keyRefusedState = 'stripe_key_refused_minute';

/**
 * Whether a call failed because Stripe could not be reached or failed on its side (a 5xx): one a
 * customer may simply try again, unlike a request Stripe refused for what was sent or for the key.
 */
export function stripeUnavailable(error: unknown): boolean {
  const { type, statusCode } = (error ?? {}) as { type?: unknown; statusCode?: unknown };
  return type === 'StripeConnectionError' || (typeof statusCode === 'number' && statusCode >= 500);
}

/** Stripe answered 401 to the secret key: the minute it did, for the payments page. */
async function noteKeyRefused(now = new Date()): Promise<void> {
  const minute = Math.floor(now.getTime() / 60_000);
  await (
    await database()
  )
    .insertInto('site_state')
    .values({ key: keyRefusedState, value: minute })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: minute }))
    .execute();
}

/** When Stripe last refused the secret key since this server started with it; undefined if it has not. */
export async function stripeKeyRefusedAt(): Promise<Date | undefined> {
  const row = await (
    await database()
  )
    .selectFrom('site_state')
    .select('value')
    .where('key', '=', keyRefusedState)
    .executeTakeFirst();
  const minute = Number(row?.value ?? 0);
  return minute > 0 ? new Date(minute * 60_000) : undefined;
}

/** At start: a key changed since is asked of Stripe afresh (a restart is how a key is changed). */
export async function forgetStripeKeyRefusal(): Promise<void> {
  await (await database()).deleteFrom('site_state').where('key', '=', keyRefusedState).execute();
}

/** The webhook endpoint's signing secret. */
export function webhookSecret(): string {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new Error('Payments are not configured (STRIPE_WEBHOOK_SECRET is unset)');
  return secret;
}

/** One card payment on Checkout: the amount and what it is for, and the session's own fields. */
export type CardCheckout = Omit<
  Stripe.Checkout.SessionCreateParams,
  'mode' | 'allowed_payment_method_types' | 'line_items'
> & {
  cents: number;
  product: Stripe.Checkout.SessionCreateParams.LineItem.PriceData.ProductData;
};

/**
 * Opens a Checkout page for one card payment of one line, in dollars. The idempotency key is the
 * caller's: a second open of the same thing gets the same page.
 */
export async function openCardCheckout(
  { cents, product, ...session }: CardCheckout,
  idempotencyKey: string,
): Promise<Stripe.Checkout.Session> {
  return (await stripe()).checkout.sessions.create(
    {
      mode: 'payment',
      // Cards only: paid (or not) at once, and a card can guarantee a deposit.
      allowed_payment_method_types: ['card'],
      line_items: [
        { quantity: 1, price_data: { currency: 'usd', unit_amount: cents, product_data: product } },
      ],
      ...session,
    },
    { idempotencyKey },
  );
}

/**
 * Closes a Checkout page at Stripe, then reads it as it stands. Stripe refuses to close a page
 * already paid or expired, so the refusal is passed over: the read says which it is, and a payment
 * made in the moment before the close is found, never lost.
 */
export async function closeAndReadSession(sessionId: string): Promise<Stripe.Checkout.Session> {
  const client = await stripe();
  await client.checkout.sessions.expire(sessionId).catch(() => undefined);
  return client.checkout.sessions.retrieve(sessionId);
}
