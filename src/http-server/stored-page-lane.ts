/**
 * The stored-page lane: a connection's plain GETs for pages the response cache holds are answered
 * by writing the stored bytes to the socket, before Node's HTTP server sees them. Node's server
 * answering the same bytes reached about half of nginx's rate on this machine (its request and
 * response objects, header checks and writes); this lane, about as much as nginx (decision 19).
 *
 * It answers only what it is sure of. The first request on a connection that is anything else (not
 * stored, a HEAD, a 304, a body, a header it does not read plainly, a request cut across two
 * reads) goes to Node's server with every byte after it, and the connection stays Node's from
 * then on: everything the lane does not answer is answered exactly as before.
 */
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { Socket } from 'node:net';

import type { RequestHead, StoredAnswer } from '@/http-server/response-cache';

export interface StoredPageLaneOptions<Ready> {
  /**
   * The stored answer for a request, or undefined for Node's server to answer it; `ready`, what
   * `whenReady` settled with when the lane waited for it before this request.
   */
  storedAnswer: (request: RequestHead, ready?: Ready) => StoredAnswer | undefined;
  /**
   * The header lines (`name: value\r\n`) this answer carries before the stored ones, and the id it
   * is logged under; undefined when the server is to answer it instead (while it stops).
   */
  ownHeaders: (request: RequestHead) => { lines: string; requestId: string } | undefined;
  /**
   * Something to wait for before the lane can tell whether this request's page is stored (the
   * stock version being read), or undefined when it can tell now, or when the page is never
   * stored (then Node's server answers at once, as it would). A request Node's server handles
   * waits for the same; without this, every connection that asked in that moment would be
   * handed on.
   */
  whenReady?: (request: RequestHead) => Promise<Ready> | undefined;
  /** Called once the answer is written, for the request log. */
  answered?: (request: RequestHead, status: number, requestId: string, started: number) => void;
  /** Something above threw: the request goes to Node's server instead (if not yet answered). */
  failed?: (error: unknown) => void;
}

/** Node's default limit on a request's head: a longer one is Node's to refuse (431). */
const maxHeadBytes = 16 * 1024;
const requestLine = /^GET (\/[\x21-\x7e]*) HTTP\/1\.1$/;
const headerLine = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*(.*?)[ \t]*$/;
// Every byte a header value may hold, as Node's parser takes it: no control character but tab.
const headerValue = /^[\t\x20-\x7e\x80-\xff]*$/;
/** Headers that give a GET a body, another protocol or another way to end: Node's to handle. */
const handedOnHeaders = new Set([
  'content-length',
  'transfer-encoding',
  'upgrade',
  'expect',
  'http2-settings',
]);

/**
 * The head of one request starting at `offset`, and where it ends; undefined when the lane is not
 * sure of it (then Node's parser reads it, and answers or refuses it as it always has).
 */
export function readRequestHead(
  chunk: Buffer,
  offset: number,
): { request: RequestHead; end: number } | undefined {
  const blankLine = chunk.indexOf('\r\n\r\n', offset, 'latin1');
  if (blankLine === -1 || blankLine - offset > maxHeadBytes) return undefined;
  const lines = chunk.toString('latin1', offset, blankLine).split('\r\n');
  const url = requestLine.exec(lines[0]!)?.[1];
  if (url === undefined) return undefined;
  const headers: IncomingHttpHeaders = {};
  for (let index = 1; index < lines.length; index++) {
    const match = headerLine.exec(lines[index]!);
    if (!match) return undefined;
    const name = match[1]!.toLowerCase();
    const value = match[2]!;
    // Node joins or drops a repeated header by rules of its own: it reads those itself.
    if (headers[name] !== undefined || handedOnHeaders.has(name) || !headerValue.test(value))
      return undefined;
    if (name === 'connection' && value.toLowerCase() !== 'keep-alive') return undefined;
    headers[name] = value;
  }
  // HTTP/1.1 requires a host, and Node refuses a request without one (400).
  if (headers.host === undefined) return undefined;
  return { request: { method: 'GET', url, headers }, end: blankLine + 4 };
}

/** The `Date` line, made again once a second as Node makes its own. */
let dateLine = '';
let dateLineUntil = 0;
function currentDateLine(now: number): string {
  if (now >= dateLineUntil) {
    dateLine = `date: ${new Date(now).toUTCString()}\r\n`;
    dateLineUntil = now - (now % 1000) + 1000;
  }
  return dateLine;
}

/**
 * Puts the lane in front of `server`'s own connection handling. Returns what stops it: the
 * connections it still holds (idle between requests, as it answers each at once) are ended.
 */
export function serveStoredPagesFirst<Ready>(
  server: Server,
  options: StoredPageLaneOptions<Ready>,
): { closeIdle: () => void } {
  // Node's server reads a connection in the one 'connection' listener it adds itself; the lane
  // takes its place and calls it for every connection it hands on.
  const nodeListeners = server.listeners('connection');
  if (nodeListeners.length !== 1)
    throw new Error("the stored-page lane goes before Node's own connection listener");
  const handToNode = nodeListeners[0] as (this: Server, socket: Socket) => void;
  server.removeListener('connection', handToNode);
  const keepAliveLine = () =>
    `connection: keep-alive\r\nkeep-alive: timeout=${Math.floor(server.keepAliveTimeout / 1000)}\r\n`;
  /** The connections the lane holds, each with what ends it once it is idle. */
  const held = new Map<Socket, () => void>();

  server.on('connection', (socket: Socket) => {
    let waiting = false;
    let endAfterWait = false;
    let handedOn = false;
    // Closed once what was written has gone out: a client keeping its side open (the server allows
    // half-open connections) must not hold the server's stop.
    const close = () => socket.end(() => socket.destroy());
    held.set(socket, () => {
      // One waiting (for the version, or for the client to read) is closed once it has answered.
      if (waiting) endAfterWait = true;
      else {
        socket.removeListener('data', read);
        close();
      }
    });
    const handOn = (rest: Buffer | undefined) => {
      socket.removeListener('data', read);
      socket.removeListener('error', failed);
      socket.removeListener('end', ended);
      socket.removeListener('timeout', idle);
      socket.removeListener('close', closed);
      socket.setTimeout(0);
      held.delete(socket);
      handedOn = true;
      if (rest && rest.length > 0) socket.unshift(rest);
      handToNode.call(server, socket);
    };
    /**
     * Reads nothing more until `settled` has, then takes the chunk up again at `resumeAt`: the
     * lane holds one read's requests at most, whatever it waits for.
     */
    function pauseUntil(settled: Promise<unknown>, chunk: Buffer, resumeAt: number, started?: number) {
      waiting = true;
      socket.pause();
      const goOn = (value: unknown) => {
        waiting = false;
        if (socket.destroyed) return;
        socket.resume();
        read(chunk, resumeAt, started === undefined ? undefined : { started, ready: value as Ready });
        // Unless it is waiting again, or Node's server has it now.
        if (endAfterWait && !handedOn && !waiting) close();
      };
      settled.then(goOn, () => goOn(undefined));
    }
    /** `resumed`: the request at `from` waited for `whenReady`, since `started`, and what it brought. */
    function read(chunk: Buffer, from = 0, resumed?: { started: number; ready: Ready }) {
      let offset = from;
      while (offset < chunk.length) {
        // A client that does not read its answers as fast as it asks: wait until it has, as
        // Node's server does, rather than hold every answer in memory.
        if (socket.writableNeedDrain) {
          pauseUntil(new Promise((drained) => socket.once('drain', drained)), chunk, offset);
          return;
        }
        const started = resumed?.started ?? performance.now();
        const head = readRequestHead(chunk, offset);
        if (!head) break;
        let answered = false;
        try {
          // Asked once a request: with what the wait brought, the lane answers or hands on.
          const readying = resumed ? undefined : options.whenReady?.(head.request);
          if (readying) {
            pauseUntil(readying, chunk, offset, started);
            return;
          }
          const answer = options.storedAnswer(head.request, resumed?.ready);
          resumed = undefined;
          if (!answer) break;
          const own = options.ownHeaders(head.request);
          if (!own) break;
          socket.cork();
          socket.write(
            answer.statusLine + own.lines + currentDateLine(Date.now()) + keepAliveLine(),
            'latin1',
          );
          socket.write(answer.head);
          socket.write(answer.body);
          socket.uncork();
          answered = true;
          offset = head.end;
          options.answered?.(head.request, answer.status, own.requestId, started);
        } catch (error) {
          options.failed?.(error);
          // Not answered: Node's server answers it. Answered: the rest of the connection is Node's.
          if (!answered || offset < chunk.length) break;
          return;
        }
      }
      if (offset < chunk.length) handOn(chunk.subarray(offset));
    }
    function failed() {
      socket.destroy();
    }
    // The client has sent its last request, and every answer to it is written: end ours too.
    function ended() {
      if (waiting) endAfterWait = true;
      else socket.end();
    }
    // Idle as long as Node's server lets a kept-alive connection be, then closed as it would be.
    function idle() {
      socket.destroy();
    }
    function closed() {
      held.delete(socket);
    }
    socket.setTimeout(server.keepAliveTimeout);
    socket.on('data', read);
    socket.on('error', failed);
    socket.on('end', ended);
    socket.on('timeout', idle);
    socket.on('close', closed);
  });

  return {
    closeIdle: () => {
      for (const end of held.values()) end();
      held.clear();
    },
  };
}
