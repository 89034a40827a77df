import { afterAll, beforeAll } from 'vitest';

import { freePort } from './free-port';
import { setUpLeadMail } from './lead-mail';
import { standInKeys, StripeStandIn } from './stripe-stand-in';

/**
 * The world of a payments integration test: a scratch database, a real SMTP sink, the Stripe
 * stand-in with the site's payment settings pointed at it, and the outbox worker, started before
 * the file's tests and stopped after them. Call at the top of the file, before importing any app
 * module: the environment is read once.
 */
export async function setUpStripePayments(settings: Record<string, string> = {}) {
  const stripePort = await freePort();
  const mail = await setUpLeadMail({
    STRIPE_SECRET_KEY: standInKeys.secretKey,
    STRIPE_WEBHOOK_SECRET: standInKeys.webhookSecret,
    STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
    ...settings,
  });
  const stripe = new StripeStandIn();
  const { POST: webhook } = await import('@/app/api/payments/webhook/route');
  const { startOutboxWorker, stopOutboxWorker } = await import('@/features/leads/server/outbox');
  const { closeDatabase } = await import('@/server/db/database');

  beforeAll(async () => {
    await mail.sink.start(mail.smtpPort);
    await stripe.start(stripePort);
    startOutboxWorker(200);
  });

  afterAll(async () => {
    await stopOutboxWorker();
    await stripe.stop();
    await mail.sink.stop();
    await closeDatabase();
    await mail.database.cleanup();
  });

  /** Posts a Stripe event (as `stripe.event` signs it) to the site's webhook, as Stripe does. */
  function deliver(event: { body: string; signature: string }) {
    return webhook(
      new Request('http://127.0.0.1/api/payments/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.body,
      }),
    );
  }

  return { stripe, sink: mail.sink, deliver };
}
