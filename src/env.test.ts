import { describe, expect, it } from 'vitest';

import { parseEnv } from '@/env';

describe('parseEnv', () => {
  it('fills in the documented defaults', () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 3000,
      SITE_URL: 'http://localhost:3000',
      DATABASE_URL: 'file:./data/site.db',
      CONTACT_RATE_LIMIT: 5,
      CONTACT_RATE_WINDOW_SECONDS: 600,
    });
  });

  it('drops a trailing slash from SITE_URL', () => {
    expect(parseEnv({ SITE_URL: 'https://carts.example.com/' }).SITE_URL).toBe('https://carts.example.com');
  });

  it('stops with a message naming each wrong variable', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*SMTP_URL/,
    );
    expect(() => parseEnv({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => parseEnv({ ADMIN_NAME: 'x'.repeat(81) })).toThrow(/ADMIN_NAME/);
  });

  it('reads the name of the ADMIN_EMAIL account', () => {
    expect(parseEnv({ ADMIN_NAME: '  Pat Rivera ' }).ADMIN_NAME).toBe('Pat Rivera');
    expect(parseEnv({}).ADMIN_NAME).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    const env = parseEnv({ SMTP_URL: '', PORT: '' });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
  });

  it("takes Twilio's three settings together or not at all, each in its own shape", () => {
    const twilio = {
      TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`,
      TWILIO_AUTH_TOKEN: 'f'.repeat(32),
      TWILIO_FROM: '+17325550100',
    };
    expect(parseEnv({}).TWILIO_FROM).toBeUndefined();
    expect(parseEnv(twilio).TWILIO_FROM).toBe('+17325550100');
    expect(() => parseEnv({ TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID })).toThrow(
      /TWILIO_\*: set all three .* missing TWILIO_AUTH_TOKEN, TWILIO_FROM/,
    );
    expect(() => parseEnv({ ...twilio, TWILIO_FROM: '732-555-0100' })).toThrow(
      /TWILIO_FROM: must be a phone number in E\.164/,
    );
    expect(() => parseEnv({ ...twilio, TWILIO_ACCOUNT_SID: 'AC123' })).toThrow(/TWILIO_ACCOUNT_SID/);
  });

  it("takes Stripe's key and webhook secret together or not at all, each in its own shape", () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_51Abcdefghijklmnop',
      STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
    };
    expect(parseEnv({}).STRIPE_SECRET_KEY).toBeUndefined();
    expect(parseEnv(stripe).STRIPE_WEBHOOK_SECRET).toBe('whsec_0123456789abcdef');
    expect(parseEnv({ ...stripe, STRIPE_SECRET_KEY: 'rk_live_51Abcdefghijklmnop' }).STRIPE_SECRET_KEY).toBe(
      'rk_live_51Abcdefghijklmnop',
    );
    expect(() => parseEnv({ STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY })).toThrow(
      /STRIPE_\*: set both .* missing STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: stripe.STRIPE_WEBHOOK_SECRET })).toThrow(
      /missing STRIPE_SECRET_KEY/,
    );
    // A publishable key pasted by mistake, and a secret without its prefix.
    expect(() => parseEnv({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_51Abcdefghijklmnop' })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret key/,
    );
    expect(() => parseEnv({ ...stripe, STRIPE_WEBHOOK_SECRET: '0123456789abcdef' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: must be the endpoint signing secret/,
    );
    expect(parseEnv({ ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:12111/' }).STRIPE_API_BASE).toBe(
      'http://127.0.0.1:12111',
    );
  });
});
