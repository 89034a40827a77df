/**
 * The environment, read once and checked with zod. A wrong value stops the server at start with
 * a message naming the variable (see the configuration table in the README).
 */
import * as z from 'zod/mini';

const optionalText = z.optional(z.string().check(z.trim(), z.minLength(1)));

export const envSchema = z.object({
  // HTTP port the production server listens on.
  PORT: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(65535)), 3000),
  // Absolute base for canonical URLs, the sitemap and links in e-mails.
  SITE_URL: z._default(
    z.string().check(
      z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }),
      z.overwrite((url) => url.replace(/\/+$/, '')),
    ),
    'http://localhost:3000',
  ),
  // file:PATH for SQLite, postgres://... for PostgreSQL.
  DATABASE_URL: z._default(
    z
      .string()
      .check(
        z.refine(
          (value) => /^(file:.+|postgres(ql)?:\/\/.+)$/.test(value),
          'must be file:PATH or postgres://...',
        ),
      ),
    'file:./data/site.db',
  ),
  // Where uploaded vehicle photos are kept (resized copies under photos/).
  DATA_DIR: z._default(z.string().check(z.trim(), z.minLength(1)), './data'),
  // How often (ms) each process checks whether another process changed the stock.
  STOCK_POLL_MS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(60_000)), 1000),
  // How often (ms) a server started while its database was unreachable tries it again.
  DATABASE_RETRY_MS: z._default(z.coerce.number().check(z.int(), z.gte(100), z.lte(600_000)), 5000),
  // Outgoing mail; unset means leads are stored and shown to staff, not mailed.
  SMTP_URL: z.optional(
    z.string().check(z.refine((value) => /^smtps?:\/\/.+/.test(value), 'must be smtp://... or smtps://...')),
  ),
  LEADS_TO: optionalText,
  LEADS_ADF_TO: optionalText,
  // When both are set on start, that staff account is created if missing.
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: z.optional(z.string().check(z.minLength(10, 'must be at least 10 characters'))),
  // The name that account signs replies with (else its address before the @, in words).
  ADMIN_NAME: z.optional(
    z.string().check(z.trim(), z.minLength(1), z.maxLength(80, 'must be at most 80 characters')),
  ),
  // Enquiries accepted per client (IP address) within the window, before answering 429.
  CONTACT_RATE_LIMIT: z._default(z.coerce.number().check(z.int(), z.gte(1)), 5),
  CONTACT_RATE_WINDOW_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(1)), 600),
  // Bookings (rentals, service) accepted per client within that same window, before answering 429.
  BOOKING_RATE_LIMIT: z._default(z.coerce.number().check(z.int(), z.gte(1)), 10),
  // Customer confirmations sent in any hour, whoever asked; staff mail is never capped.
  CONFIRMATIONS_PER_HOUR: z._default(z.coerce.number().check(z.int(), z.gte(0)), 60),
  // Staff sign-in attempts per client address within 15 minutes.
  SIGN_IN_RATE_LIMIT: z._default(z.coerce.number().check(z.int(), z.gte(1)), 10),
  // A staff session ends after this long without a request (and 12 hours after sign-in in any case).
  SESSION_IDLE_MINUTES: z._default(z.coerce.number().check(z.int(), z.gte(1)), 120),
  // Leads marked as spam are deleted after this many days.
  SPAM_RETENTION_DAYS: z._default(z.coerce.number().check(z.int(), z.gte(1)), 30),
  // How many proxies in front of the server append to X-Forwarded-For: unset means none, and the
  // client address is the connection's own.
  TRUST_PROXY: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10))),
  // info: a line per request; warn: only problems (pino's levels).
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  // Text messages to service customers who opt in, through Twilio: all three, or none (no texts).
  TWILIO_ACCOUNT_SID: z.optional(
    z.string().check(z.regex(/^AC[0-9a-fA-F]{32}$/, 'must be AC followed by 32 hexadecimal digits')),
  ),
  TWILIO_AUTH_TOKEN: z.optional(
    z.string().check(z.regex(/^[0-9a-fA-F]{32}$/, 'must be the 32 hexadecimal digits of the auth token')),
  ),
  // The sending number in E.164, or a Messaging Service SID.
  TWILIO_FROM: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^(\+[1-9]\d{7,14}|MG[0-9a-fA-F]{32})$/,
          'must be a phone number in E.164 (+17325550100) or a Messaging Service SID (MG...)',
        ),
      ),
  ),
  // For tests and stand-ins only: where Twilio's REST API is reached instead of https://api.twilio.com.
  TWILIO_API_BASE: z.optional(
    z.string().check(
      z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }),
      z.overwrite((url) => url.replace(/\/+$/, '')),
    ),
  ),
  // Payments online through Stripe's hosted Checkout: both, or none (deposit and rent at pickup).
  STRIPE_SECRET_KEY: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^(sk|rk)_(test|live)_[0-9A-Za-z]{10,}$/,
          'must be a Stripe secret key (sk_test_..., sk_live_...) or a restricted key (rk_...)',
        ),
      ),
  ),
  // The signing secret of the webhook endpoint registered in Stripe's dashboard.
  STRIPE_WEBHOOK_SECRET: z.optional(
    z.string().check(z.regex(/^whsec_[0-9A-Za-z]{10,}$/, 'must be the endpoint signing secret (whsec_...)')),
  ),
  // For tests and stand-ins only: where Stripe's API is reached instead of https://api.stripe.com.
  STRIPE_API_BASE: z.optional(
    z.string().check(
      z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }),
      z.overwrite((url) => url.replace(/\/+$/, '')),
    ),
  ),
});

const twilioSettings = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;

const stripeSettings = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/** Settings that only make sense together: Twilio's three, Stripe's two, or none of them. */
const checkedEnvSchema = envSchema.check(
  z.superRefine((settings, context) => {
    const unpaired = stripeSettings.filter((name) => !settings[name]);
    if (unpaired.length === 1)
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_*'],
        message: `set both ${stripeSettings.join(' and ')} to take payments online, or neither; missing ${unpaired[0]}`,
        input: settings,
      });
    const missing = twilioSettings.filter((name) => !settings[name]);
    if (missing.length > 0 && missing.length < twilioSettings.length)
      context.addIssue({
        code: 'custom',
        path: ['TWILIO_*'],
        message: `set all three of ${twilioSettings.join(', ')} to send texts, or none; missing ${missing.join(', ')}`,
        input: settings,
      });
  }),
);

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  return parseWith(checkedEnvSchema, source);
}

/** The variables a schema names, checked: a wrong one throws an EnvError naming it. */
export function parseWith<Schema extends z.ZodMiniType>(
  schema: Schema,
  source: Record<string, string | undefined>,
): z.infer<Schema> {
  // Empty strings count as unset, as they do in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment variable(s):\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Whether payments go online: both Stripe settings are there (see src/features/payments). */
export function paymentsOnline(): boolean {
  const settings = env();
  return Boolean(settings.STRIPE_SECRET_KEY && settings.STRIPE_WEBHOOK_SECRET);
}
