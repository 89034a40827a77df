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

/** A server process, spawned and not waited for: its address, what it printed, and its end. */
export async function spawnServer(env: Record<string, string>, entry: 'server' | 'npm-start') {
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
  return { url: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}

/**
 * Runs `npm start` with a setting it must refuse, until it stops by itself; kills it and fails
 * after `withinMs`. Returns how it ended, what it printed and how long it took.
 */
export async function startExpectingStop(
  env: Record<string, string>,
  { withinMs = 30_000 }: { withinMs?: number } = {},
): Promise<{ code: number | null; output: string; elapsedMs: number }> {
  const started = Date.now();
  const server = await spawnServer(env, 'npm-start');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), withinMs);
  const { code, signal } = await server.exited;
  clearTimeout(timer);
  if (signal === 'SIGKILL')
    throw new Error(`npm start did not stop within ${withinMs} ms:\n${server.output()}`);
  return { code, output: server.output(), elapsedMs: Date.now() - started };
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
  const { url, child, output: printed, exited } = await spawnServer(env, entry);
  let ended = false;
  void exited.then(() => (ended = true));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (ended) throw new Error(`The server exited before it answered:\n${printed()}`);
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
      throw new Error(`The server did not answer within 90 s:\n${printed()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    output: printed,
    exited,
    async stop(signal = 'SIGTERM') {
      if (!ended) child.kill(signal);
      return exited;
    },
  };
}
