import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { freePort } from './free-port';

const root = path.resolve(__dirname, '..', '..');

export interface AppServer {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (its request log included). */
  output(): string;
  /** Resolves with the exit code and signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Stops it with SIGTERM (or the signal given) and waits for it to end. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts another production server process from the build the end-to-end harness made
 * (`.next/http-server.mjs`, or `scripts/start.mjs` for `npm start` itself) on a free loopback
 * port, with its own database unless `env` names one, and waits until its health check answers
 * 200 (or, with `until: 'listening'`, until it answers at all).
 */
export async function startAppServer(
  env: Record<string, string> = {},
  {
    entry = 'server',
    until = 'healthy',
  }: { entry?: 'server' | 'npm-start'; until?: 'healthy' | 'listening' } = {},
): Promise<AppServer> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dealer-process-'));
  const script =
    entry === 'server'
      ? path.join(root, '.next', 'http-server.mjs')
      : path.join(root, 'scripts', 'start.mjs');
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: {
      ...process.env,
      APP_ROOT: root,
      PORT: String(port),
      HOSTNAME_BIND: '127.0.0.1',
      // The build was made for the harness's SITE_URL; keep it so `npm start` does not rebuild.
      SITE_URL: process.env.E2E_SITE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT}`,
      DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
      DATA_DIR: path.join(dir, 'data'),
      FORCE_BUILD: '0',
      NEXT_TELEMETRY_DISABLED: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      rmSync(dir, { recursive: true, force: true });
      resolve({ code, signal });
    }),
  );
  let ended = false;
  void exited.then(() => (ended = true));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (ended) throw new Error(`The server exited before it answered:\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`);
      // Read to the end, so the server has finished this request before the test starts its own.
      await response.arrayBuffer();
      if (response.status === 200 || until === 'listening') break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (!ended) child.kill(signal);
      return exited;
    },
  };
}
