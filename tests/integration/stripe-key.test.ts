import { describe, expect, it } from 'vitest';

import { setUpStripePayments } from '../support/stripe-setup';

/**
 * A secret key Stripe does not take (mistyped, revoked, another account's): every payment fails
 * with a plain "try again", so the refusal is kept for the managers' payments page, until a start
 * with the key corrected. On SQLite and PostgreSQL, against the Stripe stand-in.
 */
await setUpStripePayments({ STRIPE_SECRET_KEY: 'sk_test_NotTheKeyStripeIssued' });

const { closeAndReadSession, forgetStripeKeyRefusal, stripeKeyRefusedAt } =
  await import('@/features/payments/server/stripe-client');

describe('a Stripe key that Stripe refuses', () => {
  it('is noted when Stripe answers 401, for the payments page, and forgotten at the next start', async () => {
    expect(await stripeKeyRefusedAt()).toBeUndefined();
    const before = Date.now();
    await expect(closeAndReadSession('cs_test_any')).rejects.toThrow(/Invalid API Key/);
    await expect.poll(stripeKeyRefusedAt).toBeInstanceOf(Date);
    const noted = (await stripeKeyRefusedAt())!.getTime();
    // Kept to the minute it happened.
    expect(noted).toBeGreaterThan(before - 60_000);
    expect(noted).toBeLessThanOrEqual(Date.now());
    await forgetStripeKeyRefusal();
    expect(await stripeKeyRefusedAt()).toBeUndefined();
  });
});
