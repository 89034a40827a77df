/**
 * The production server's own settings (src/http-server: the front, its primary and the app
 * process it starts), read once and checked with zod like the app's (src/env.ts, whose checks it
 * shares for the variables both read). A schema of its own, so the front checks only what it
 * uses: the app checks the rest as it starts. A wrong value stops the server with a message
 * naming the variable.
 */
import * as z from 'zod/mini';

import { envSchema, parseWith } from '@/env';

const frontEnvSchema = z.extend(
  z.pick(envSchema, { PORT: true, SITE_URL: true, TRUST_PROXY: true, LOG_LEVEL: true }),
  {
    // The address the server listens on: every interface unless told otherwise.
    HOSTNAME_BIND: z._default(z.string().check(z.trim(), z.minLength(1)), '0.0.0.0'),
    // The checkout the server runs from (npm start sets it): its build, its static files.
    APP_ROOT: z.optional(z.string().check(z.trim(), z.minLength(1))),
    // Server processes: a number or "auto", read by src/http-server/process-count.ts (anything
    // else is one process).
    WEB_CONCURRENCY: z.optional(z.string()),
  },
);

export type FrontEnv = z.infer<typeof frontEnvSchema>;

export function parseFrontEnv(source: Record<string, string | undefined>): FrontEnv {
  return parseWith(frontEnvSchema, source);
}

let cached: FrontEnv | undefined;

export function frontEnv(): FrontEnv {
  cached ??= parseFrontEnv(process.env);
  return cached;
}
