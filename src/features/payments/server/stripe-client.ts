import 'server-only';

import type Stripe from 'stripe';

import { env } from '@/env';

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
    return new StripeLibrary(STRIPE_SECRET_KEY, {
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
  })().catch((error: unknown) => {
    cached.__stripeClient = undefined;
    throw error;
  });
  return cached.__stripeClient;
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
