/**
 * The front thread's side of the app thread (src/http-server/app-thread.ts): starts it, hands it
 * the requests the front does not answer itself over a Unix socket, asks it for the stock
 * version, and stops it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as appRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

import {
  appConnectionIdleMs,
  type AppMessage,
  type AppThreadData,
  type FrontMessage,
} from '@/http-server/app-thread-messages';
import { newStockVersionCells, trustedStockVersion } from '@/lib/stock-version-cells';

export interface AppThread {
  /** Hands a request to Next in the app thread and writes its answer to `response` as it comes. */
  forward: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
  /** The stock version, read now by the app thread unless it read it within the poll interval. */
  stockVersion: () => Promise<number | undefined>;
  /** The stock version the app thread read within the poll interval, without asking it. */
  knownStockVersion: () => number | undefined;
  /** Stops the app thread's work (the outbox, the database); resolves once it has. */
  shutDown: () => Promise<void>;
}

// Hop-by-hop headers belong to one connection: the client's to the front, or the front's to
// the app thread. `expect` was answered by the front already.
const requestHopHeaders = ['connection', 'keep-alive', 'expect', 'transfer-encoding', 'upgrade'];
const answerHopHeaders = ['connection', 'keep-alive', 'transfer-encoding'];

/**
 * Writes a request's answer from `socketPath` into `response` through its own writeHead, write
 * and end (the response cache may be holding them back). Always answers: a thread that cannot
 * be reached is a 503 to try again, never a request left hanging.
 */
export function forwardTo(socketPath: string, agent: Agent) {
  return (request: IncomingMessage, response: ServerResponse): Promise<void> =>
    new Promise((resolve) => {
      const headers = { ...request.headers };
      for (const name of requestHopHeaders) delete headers[name];
      let answered = false;
      const upstream = appRequest(
        { socketPath, agent, method: request.method, path: request.url, headers },
        (answer) => {
          answered = true;
          const answerHeaders = { ...answer.headers };
          for (const name of answerHopHeaders) delete answerHeaders[name];
          response.writeHead(answer.statusCode ?? 502, answerHeaders);
          answer.on('data', (chunk: Buffer) => response.write(chunk));
          answer.once('end', () => {
            // The app answered without reading the whole body (413): the front reads the rest
            // from the client (discardUnreadBody); this connection to the app is not reused.
            if (!request.complete) upstream.destroy();
            response.end(resolve);
          });
          answer.once('aborted', () => {
            response.destroy();
            resolve();
          });
        },
      );
      upstream.on('error', () => {
        if (answered) return;
        if (!response.headersSent) {
          response.writeHead(503, {
            'content-type': 'text/plain; charset=utf-8',
            'cache-control': 'no-store',
            'retry-after': '5',
          });
          response.end('The site is restarting. Please try again in a few seconds.');
        } else response.destroy();
        resolve();
      });
      // A visitor who leaves stops the render they asked for.
      response.once('close', () => {
        if (!response.writableFinished) upstream.destroy();
        resolve();
      });
      if (request.complete) upstream.end();
      else request.pipe(upstream);
    });
}

/**
 * Starts the app thread and resolves once it listens. `onExit` hears of its end: a thread that
 * stops by itself (a database that cannot be used, a crash) takes the server with it.
 */
export function startAppThread(
  entry: URL,
  { hostname, port, onExit }: { hostname: string; port: number; onExit: (code: number) => void },
): Promise<AppThread> {
  const folder = mkdtempSync(path.join(tmpdir(), 'dealer-app-'));
  const socketPath = path.join(folder, 'app.sock');
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  const cells = newStockVersionCells();
  const data: AppThreadData = { socketPath, stockVersionCells: cells, hostname, port };
  const worker = new Worker(entry, { workerData: data });
  const agent = new Agent({ keepAlive: true, timeout: appConnectionIdleMs });

  const versionReads = new Map<number, (version: number | undefined) => void>();
  let nextRead = 0;
  let pendingRead: Promise<number | undefined> | undefined;
  let stopped: (() => void) | undefined;
  const send = (message: FrontMessage) => worker.postMessage(message);

  return new Promise((resolve, reject) => {
    worker.on('message', (message: AppMessage) => {
      if (message.type === 'listening') resolve(thread);
      else if (message.type === 'stockVersion') {
        versionReads.get(message.id)?.(message.version);
        versionReads.delete(message.id);
      } else if (message.type === 'stopped') stopped?.();
    });
    worker.once('exit', (code) => {
      reject(new Error(`The app thread stopped with ${code} before it listened`));
      for (const answer of versionReads.values()) answer(undefined);
      stopped?.();
      onExit(code);
    });

    const thread: AppThread = {
      forward: forwardTo(socketPath, agent),
      knownStockVersion: () => trustedStockVersion(cells),
      stockVersion() {
        const known = trustedStockVersion(cells);
        if (known !== undefined) return Promise.resolve(known);
        // Requests arriving together share one question.
        pendingRead ??= new Promise<number | undefined>((answer) => {
          const id = nextRead++;
          versionReads.set(id, answer);
          send({ type: 'stockVersion', id });
        }).finally(() => (pendingRead = undefined));
        return pendingRead;
      },
      shutDown: () =>
        new Promise<void>((done) => {
          stopped = done;
          send({ type: 'shutDown' });
        }),
    };
  });
}
