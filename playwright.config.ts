import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { defineConfig, devices } from '@playwright/test';

import chromiumFlags from './scripts/chromium-flags.json';
import chromiumPaths from './scripts/chromium-paths.json';

// Playwright loads this file again in every worker: the port and database chosen by the first
// load are kept in the environment, which the workers inherit, so they all agree.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}
if (!process.env.E2E_DATABASE_FILE) {
  process.env.E2E_DATABASE_FILE = path.join(mkdtempSync(path.join(os.tmpdir(), 'dealer-e2e-')), 'site.db');
}

const port = process.env.E2E_PORT;

/** The staff account the harness creates through ADMIN_EMAIL / ADMIN_PASSWORD. */
export const e2eStaff = { email: 'staff@e2e.test', password: 'e2e staff password' };
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Debian's Chromium in its headless shell, with the flags this offline machine needs (shared with
 * the helper scripts). The same Chromium build as /usr/bin/chromium, without the desktop browser
 * around it: Playwright's own choice for headless runs, and a third less CPU over the suite
 * (docs/decisions/0017-e2e-browser.md). The desktop browser where the shell could not be installed
 * (scripts/ensure-chromium.mjs says so), or when CHROMIUM_PATH=/usr/bin/chromium asks for it;
 * Lighthouse in the bench always uses the desktop browser.
 */
export const chromiumLaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ||
    (existsSync(chromiumPaths.headlessShell) ? chromiumPaths.headlessShell : chromiumPaths.desktop),
  args: chromiumFlags,
};

const stockChangingSpecs = /inventory-office\.spec\.ts$/;
// Specs that start server processes of their own (and kill them, or a PostgreSQL under them, or
// change a setting every staff page reads).
const serverProcessSpecs =
  /(server-process|postgres|fuzz|lead-mail|rental-waitlist|two-factor|staff-access|rental-concurrency|payments)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  // One second try, for the browser and not for our code: now and then headless Chromium stops
  // drawing frames for one page, and an action then waits its whole 90 s for an element to be
  // "stable" (seen once in CI, a click on a plainly enabled button). A test that fails twice still
  // fails the run, and one that passes only on its second try is listed as flaky in the report.
  retries: 1,
  // One worker a core: each drives its own Chromium against the one server.
  workers: os.availableParallelism(),
  // Per test, never for the whole run: a busy machine makes the run longer, not wrong. The
  // slowest honest test is about 15 s on a quiet 2-core machine; a machine busy with two other
  // CPU-bound jobs runs about three times slower.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // A trace is recorded for every test to keep the failing ones, which every test pays for:
    // E2E_TRACE=1 records them when a failure needs one.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [stockChangingSpecs, serverProcessSpecs],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
    {
      // Specs that add, reprice, sell and archive vehicles run after the others, which count and
      // price the stock as they find it.
      name: 'stock-changes',
      testMatch: stockChangingSpecs,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
    {
      // Last, on their own: they load the machine (bursts, fuzzing) and would slow the browser specs.
      name: 'server-processes',
      testMatch: serverProcessSpecs,
      dependencies: ['stock-changes'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/vehicles`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: port,
      HOSTNAME_BIND: '127.0.0.1',
      SITE_URL: baseURL,
      DATABASE_URL: `file:${process.env.E2E_DATABASE_FILE}`,
      DATA_DIR: path.join(path.dirname(process.env.E2E_DATABASE_FILE), 'data'),
      FORCE_BUILD: process.env.E2E_REUSE_BUILD === '1' ? '0' : '1',
      ADMIN_EMAIL: e2eStaff.email,
      ADMIN_PASSWORD: e2eStaff.password,
      // Every spec submits enquiries from this machine; keep the limit above what a run sends.
      CONTACT_RATE_LIMIT: '40',
      // Rental bookings through the API likewise (the rental desk's and the booking pages' specs).
      BOOKING_RATE_LIMIT: '200',
      // Every browser here is 127.0.0.1: lift the per-address sign-in limit by configuration.
      // server-process.spec.ts tests the limit on a server of its own.
      SIGN_IN_RATE_LIMIT: '1000',
      NEXT_TELEMETRY_DISABLED: '1',
      // One log line per request would bury the test report; warnings and errors still show.
      LOG_LEVEL: 'warn',
    },
  },
});
