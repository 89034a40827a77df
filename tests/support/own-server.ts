import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';

import { startAppServer } from './app-server';
import { SmtpSink } from './smtp-sink';

export interface OwnServer {
  /** A browser context whose relative addresses go to this server. */
  context: BrowserContext;
  serverUrl: string;
  /** Its SQLite database, for a test that reads what was stored or signs staff in. */
  databaseUrl: string;
}

/**
 * A production server of the test's own, for settings the shared end-to-end server does not run
 * with (mail on, payments on): its own database in a folder of its own, and a browser context on
 * it; all of it stopped and removed afterwards, whether the test passed or not.
 */
export async function withOwnServer(
  browser: Browser,
  env: Record<string, string>,
  whileUp: (running: OwnServer) => Promise<void>,
  contextOptions: BrowserContextOptions = {},
): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dealer-own-server-'));
  const databaseUrl = `file:${path.join(dir, 'site.db')}`;
  try {
    const server = await startAppServer({ DATABASE_URL: databaseUrl, ...env });
    try {
      const context = await browser.newContext({ ...contextOptions, baseURL: server.url });
      try {
        await whileUp({ context, serverUrl: server.url, databaseUrl });
      } finally {
        await context.close();
      }
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A server of the test's own with mail on, sending to a real SMTP sink the test reads. */
export async function withMailServer(
  browser: Browser,
  env: Record<string, string>,
  whileUp: (running: OwnServer & { sink: SmtpSink }) => Promise<void>,
  contextOptions: BrowserContextOptions = {},
): Promise<void> {
  const sink = new SmtpSink();
  const smtpPort = await sink.start();
  try {
    await withOwnServer(
      browser,
      { ...env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
      (running) => whileUp({ ...running, sink }),
      contextOptions,
    );
  } finally {
    await sink.stop();
  }
}
