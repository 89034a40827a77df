/**
 * The primary of a multi-process server: it serves nothing itself. It starts the server
 * processes one after another (the first brings the database up to date, so migrations and the
 * seed never run twice at once), starts a new one when one dies, and on SIGTERM stops them all
 * gracefully and leaves once the last has stopped. Everything the processes share lives in the
 * database (rate limits, sessions, the outbox, the stock version), so any of them can answer.
 */
import cluster, { type Worker } from 'node:cluster';

import pino from 'pino';

import { frontEnv } from '@/front-env';

const log = pino({ base: { pid: process.pid, role: 'primary' }, level: frontEnv().LOG_LEVEL });

/** Starts one server process and resolves once it listens; rejects if it dies first. */
function startServerProcess(): Promise<Worker> {
  return new Promise((resolve, reject) => {
    const worker = cluster.fork();
    const died = (code: number | null) =>
      reject(new Error(`server process exited with ${code} before listening`));
    worker.once('exit', died);
    worker.once('listening', () => {
      worker.off('exit', died);
      resolve(worker);
    });
  });
}

export async function runPrimary(count: number): Promise<void> {
  let stopping = false;
  try {
    for (let index = 0; index < count; index++) await startServerProcess();
  } catch (error) {
    log.error({ err: error }, 'could not start the server processes');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    process.exitCode = 1;
    return;
  }
  log.info({ processes: count }, 'all server processes listening');

  cluster.on('exit', (worker, code, signal) => {
    const running = Object.keys(cluster.workers ?? {}).length;
    if (stopping) {
      if (running === 0) process.exit(0);
      return;
    }
    log.warn({ worker: worker.process.pid, code, signal }, 'a server process died; starting another');
    startServerProcess().catch((error: unknown) =>
      log.error({ err: error }, 'could not start a server process'),
    );
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      log.info({ signal }, 'stopping the server processes');
      const workers = Object.values(cluster.workers ?? {});
      if (workers.length === 0) process.exit(0);
      for (const worker of workers) worker?.process.kill('SIGTERM');
    });
  }
}
