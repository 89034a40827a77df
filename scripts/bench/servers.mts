/** The servers a bench run starts: the site (`npm start`), and a helper to stop any of them. */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { root, webConcurrency, benchSiteUrl } from './config.mts';

export interface Server {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function waitUntilUp(
  url: string,
  child: ChildProcess,
  log: () => string,
  probe = '/healthz',
): Promise<void> {
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${log()}`);
    try {
      if ((await fetch(url + probe)).ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not start:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** `npm start` (it builds first when the build is missing or made for another SITE_URL). */
export async function startSite(
  port: number,
  env: Record<string, string>,
  { logTo }: { logTo?: string } = {},
): Promise<Server> {
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  // A log line a request goes to a file, as production writes it: collected here, it would cost
  // the bench's own process, which shares the machine with the server.
  const output = logTo ? openSync(logTo, 'a') : 'pipe';
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      FORCE_BUILD: '0',
      PORT: String(port),
      HOSTNAME_BIND: '127.0.0.1',
      SITE_URL: benchSiteUrl,
      NEXT_TELEMETRY_DISABLED: '1',
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: webConcurrency,
      // Load comes from one address: lift the limits by configuration.
      CONTACT_RATE_LIMIT: '100000000',
      CONFIRMATIONS_PER_HOUR: '100000000',
      ...env,
    },
    stdio: ['ignore', output, output],
  });
  if (typeof output === 'number') closeSync(output);
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
    if (/Building the site/.test(chunk.toString())) console.log('  building the site first ...');
  });
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitUntilUp(url, child, () => (logTo ? readFileSync(logTo, 'utf8') : log));
  return {
    url,
    child,
    stop: () => stopProcess(child),
  };
}

/** SIGTERM, then wait until the process has ended. */
export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export function temporaryDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}
