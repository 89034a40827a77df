/**
 * The front's side of the app process (src/http-server/app-process.ts): starts it, hands it the
 * requests the front does not answer itself over a Unix socket, keeps the stock version it last
 * read, and stops it.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as appRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { getChangesStock } from '@/app/site-routes';
import {
  appConnectionIdleMs,
  appSocketVariable,
  type AppMessage,
  type FrontMessage,
} from '@/http-server/app-process-messages';
import { isEnquiryPost } from '@/http-server/enquiry-post';
import { plainAnswer } from '@/http-server/plain-answer';

/** A GET that may change the stock (Stripe's return to a cart's hold): the route table says which. */
const changesStockOnGet = (request: IncomingMessage) =>
  request.method === 'GET' && getChangesStock(request.url?.split('?')[0] ?? '');

export interface AppProcess {
  /** Hands a request to Next in the app process and writes its answer to `response` as it comes. */
  forward: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
  /** The stock version, read now by the app process unless it read it within the poll interval. */
  stockVersion: () => Promise<number | undefined>;
  /** The stock version the app process read within the poll interval, without asking it. */
  knownStockVersion: () => number | undefined;
  /** Stops the app process's work (the outbox, the database); resolves once it has. */
  shutDown: () => Promise<void>;
}

// Hop-by-hop headers belong to one connection: the client's to the front, or the front's to
// the app process. `expect` was answered by the front already.
const requestHopHeaders = ['connection', 'keep-alive', 'expect', 'transfer-encoding', 'upgrade'];
const answerHopHeaders = ['connection', 'keep-alive', 'transfer-encoding'];

/**
 * The most header bytes an answer of the app may carry: Node's own limit (16 KB) is meant for
 * clients we do not know, and a long but honest redirect (a photo upload's report) passed it.
 * Browsers take 256 KB.
 */
const appHeaderBytes = 256 * 1024;

/**
 * Bodies the front read itself before handing their requests on (a page post sent in chunks,
 * read under its forms' limit): sent to the app as read, with the length it now declares.
 */
export const readAheadBodies = new WeakMap<IncomingMessage, Uint8Array>();

/**
 * Writes a request's answer from `socketPath` into `response` through its own writeHead, write
 * and end (the response cache may be holding them back). Always answers: a process that cannot
 * be reached is a 503 to try again, never a request left hanging. `answering` is called as the
 * answer starts and again before its last byte goes out.
 */
export function forwardTo(socketPath: string, agent: Agent, answering?: (request: IncomingMessage) => void) {
  return (request: IncomingMessage, response: ServerResponse): Promise<void> =>
    new Promise((resolve) => {
      const headers = { ...request.headers };
      for (const name of requestHopHeaders) delete headers[name];
      let answered = false;
      const upstream = appRequest(
        {
          socketPath,
          agent,
          method: request.method,
          path: request.url,
          headers,
          maxHeaderSize: appHeaderBytes,
        },
        (answer) => {
          answered = true;
          answering?.(request);
          const answerHeaders = { ...answer.headers };
          for (const name of answerHopHeaders) delete answerHeaders[name];
          response.writeHead(answer.statusCode ?? 502, answerHeaders);
          answer.on('data', (chunk: Buffer) => response.write(chunk));
          answer.once('end', () => {
            // The app answered without reading the whole body (413): the front reads the rest
            // from the client (discardUnreadBody); this connection to the app is not reused.
            if (!request.complete) upstream.destroy();
            answering?.(request);
            response.end(resolve);
          });
          answer.once('aborted', () => {
            response.destroy();
            resolve();
          });
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (answered) return;
        if (response.headersSent) response.destroy();
        // An answer the front could not read (llhttp's HPE_ codes) is not a restart: trying again
        // gets the same answer.
        else if (error.code?.startsWith('HPE_'))
          plainAnswer(response, 502, 'This page could not be sent. Please go back and try another way.');
        else
          plainAnswer(response, 503, 'The site is restarting. Please try again in a few seconds.', [
            'retry-after',
            '5',
          ]);
        resolve();
      });
      // A visitor who leaves stops the render they asked for.
      response.once('close', () => {
        if (!response.writableFinished) upstream.destroy();
        resolve();
      });
      const readAhead = readAheadBodies.get(request);
      if (readAhead) upstream.end(readAhead);
      else if (request.complete) upstream.end();
      else request.pipe(upstream);
    });
}

/**
 * Starts the app process from `entry` and resolves once it listens. `onExit` hears of its end: an
 * app that stops by itself (a database that cannot be used, a crash) takes the server with it.
 */
export function startAppProcess(
  entry: string,
  { onExit }: { onExit: (code: number) => void },
): Promise<AppProcess> {
  const folder = mkdtempSync(path.join(tmpdir(), 'dealer-app-'));
  const socketPath = path.join(folder, 'app.sock');
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  // Without the cluster's mark: a server process of a cluster (WEB_CONCURRENCY) would hand it on,
  // and the app process would take itself for one and ask a primary it has not got to listen.
  const inherited = { ...process.env };
  delete inherited.NODE_UNIQUE_ID;
  const child = fork(entry, [], { env: { ...inherited, [appSocketVariable]: socketPath }, stdio: 'inherit' });
  const agent = new Agent({ keepAlive: true, timeout: appConnectionIdleMs });

  // The version the app process last read, and until when (this process's clock) it holds.
  let known = { version: -1, trustedUntil: Number.NEGATIVE_INFINITY };
  // Raised whenever the version is forgotten, so an answer to an earlier question is not kept.
  let generation = 0;
  let pendingRead: Promise<number | undefined> | undefined;
  const forget = () => {
    generation += 1;
    known = { version: -1, trustedUntil: Number.NEGATIVE_INFINITY };
    // A question asked before the change is not shared with requests after it.
    pendingRead = undefined;
  };
  const versionReads = new Map<number, (version: number | undefined, trustedForMs: number) => void>();
  let nextRead = 0;
  let stopped: (() => void) | undefined;
  const send = (message: FrontMessage) => {
    if (child.connected) child.send(message);
  };
  const knownStockVersion = () =>
    known.version >= 0 && performance.now() < known.trustedUntil ? known.version : undefined;

  return new Promise((resolve, reject) => {
    child.on('message', (message: AppMessage) => {
      if (message.type === 'listening') resolve(app);
      else if (message.type === 'stockVersion') {
        versionReads.get(message.id)?.(message.version, message.trustedForMs);
        versionReads.delete(message.id);
      } else if (message.type === 'stopped') stopped?.();
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      reject(new Error(`The app process stopped (${code ?? signal}) before it listened`));
      for (const answer of versionReads.values()) answer(undefined, 0);
      stopped?.();
      onExit(code ?? 1);
    });

    const app: AppProcess = {
      // A post may have changed the stock (the staff area saves by posting), as may Stripe's
      // return to a cart's hold (a GET the route table marks): the version is
      // forgotten as its answer starts, and again before its last byte goes out, so the page the
      // visitor asks for next is never one stored before the change. As it starts: a server
      // action's answer streams, and the page shows "saved" from its first part, while the rest
      // may take a moment (an end-to-end test read the old price in that moment). An enquiry
      // changes no stock.
      forward: forwardTo(socketPath, agent, (request) => {
        if (request.method === 'POST' ? !isEnquiryPost(request) : changesStockOnGet(request)) forget();
      }),
      knownStockVersion,
      stockVersion() {
        const version = knownStockVersion();
        if (version !== undefined) return Promise.resolve(version);
        if (pendingRead) return pendingRead;
        // Requests arriving together share one question.
        const read = new Promise<number | undefined>((answer) => {
          // Stopped or stopping: nobody left to ask, and the stored pages are not to be trusted.
          if (!child.connected) return answer(undefined);
          const id = nextRead++;
          const askedAt = performance.now();
          const askedIn = generation;
          versionReads.set(id, (version, trustedForMs) => {
            if (version !== undefined && askedIn === generation)
              known = { version, trustedUntil: askedAt + trustedForMs };
            answer(version);
          });
          send({ type: 'stockVersion', id });
        }).finally(() => {
          if (pendingRead === read) pendingRead = undefined;
        });
        pendingRead = read;
        return read;
      },
      shutDown: () =>
        new Promise<void>((done) => {
          if (!child.connected) return done();
          stopped = done;
          send({ type: 'shutDown' });
        }),
    };
  });
}
