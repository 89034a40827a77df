/**
 * A response cache in front of Next's request handler: a public page is rendered once per stock
 * version and then served from memory, compressed once, with an ETag, until the stock changes
 * (docs/decisions/0004-statuses-and-caching.md); Next's built scripts and styles are held the
 * same way. What each address may be is the route table's word (src/app/site-routes.ts): only a
 * `shared` route's answers are kept for everyone; pages drawn for one visitor (the contact and
 * request forms, the thank-you page) are held back whole, to be sent as a kept page is, and
 * never kept; the staff area, the APIs that answer per visitor and anything but GET and HEAD go
 * to Next and are streamed. An address no route claims keeps nothing but a 404.
 */
import { createHash } from 'node:crypto';
import {
  IncomingMessage,
  ServerResponse,
  STATUS_CODES,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
} from 'node:http';
import { Socket } from 'node:net';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliDecompress,
  constants as zlibConstants,
  gunzip,
  gzip,
  inflate,
} from 'node:zlib';

import { routeFor, type CacheClass } from '@/app/site-routes';
import { clientAddressHeader } from '@/server/security/client-address-header';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const decoders = new Map<string, (body: Buffer) => Promise<Buffer>>([
  ['gzip', promisify(gunzip)],
  ['deflate', promisify(inflate)],
  ['br', promisify(brotliDecompress)],
]);
const brotliAt = (body: Buffer, quality: number) =>
  brotliAsync(body, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

/**
 * Next's request handler. `captured`: the answer is held back whole before it is sent (and the
 * cache may store it), so it needs no per-response secret: `securityPolicy` writes its policy.
 */
export type NextHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  captured?: boolean,
) => Promise<void>;

export interface CachedResponse {
  status: number;
  /**
   * The stored headers and the ETag as one flat list of names and values, as Node's writeHead
   * takes them: a header object made from another object's entries is one V8 keeps in dictionary
   * mode, and Node reading one cost a cached page a third of its rate (measured with wrk).
   */
  headerList: readonly string[];
  /** The Location of a stored redirect, which each visitor's unread parameters are added to. */
  location?: string;
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  etag: string;
  version: number;
  storedAt: number;
  bytes: number;
  /** One of Next's built files: the same for the life of the build, whatever the stock does. */
  built: boolean;
  /** Asked for since the cache last looked at it to make room (see `store`). */
  recentlyUsed?: boolean;
  /** What a hit sends in each encoding after the request's own headers, made at its first hit. */
  hitHeads?: Partial<Record<'br' | 'gzip' | 'identity', HitHead>>;
}

/** A hit's headers after the request's own, in one encoding. */
interface HitHead {
  /** As names and values, for Node's writeHead. */
  headers: readonly string[];
  /** As header lines ended by the blank line, for the stored-page lane (`storedAnswer`). */
  bytes?: Buffer;
}

/** What the cache reads of a request: all a stored page can be told apart by. */
export type RequestHead = Pick<IncomingMessage, 'method' | 'url' | 'headers'>;

/** A stored page to send as it is, written by src/http-server/stored-page-lane.ts. */
export interface StoredAnswer {
  /** The status line. */
  statusLine: string;
  /** Every header line after the request's own, and the blank line that ends them. */
  head: Buffer;
  body: Buffer;
  status: number;
}

export interface ResponseCacheOptions {
  /** The stock version now, or undefined when it cannot be told (then nothing is cached). */
  stockVersion: () => Promise<number | undefined>;
  /**
   * The stock version as far as it is known without waiting (read recently enough to trust), or
   * undefined when only `stockVersion` can tell: lets `serveStored` answer without a promise.
   */
  knownStockVersion?: () => number | undefined;
  maxEntries?: number;
  maxBytes?: number;
  /** Entries older than this are rendered again even if the stock did not change. */
  maxAgeMs?: number;
  /**
   * A page that draws the site's 404 (header, footer and all) as a normal page. Next sends a 404
   * for an unknown address as an empty shell its script fills in (it renders notFound() in the
   * browser), so a visitor without JavaScript saw a blank page: the cache sends this page's HTML,
   * rendered once per stock version, with status 404 instead.
   */
  notFoundPage?: string;
  /**
   * The page that draws the 404 for a streamed address (the staff area's), or undefined. Next
   * answers a streamed page's notFound() with the same empty shell: such an answer is held back
   * from its first write and this page, drawn for the same visitor, sent with status 404 instead.
   */
  streamedNotFoundPage?: (path: string) => string | undefined;
  /**
   * One of Next's built files compressed with brotli when the site was built (scripts/build.mjs),
   * by its path, or undefined: sent as it is instead of compressing the file on its first request,
   * which at the smallest setting takes about 0.6 s a script while its first visitors wait.
   */
  builtBrotli?: (path: string) => Buffer | undefined;
  /**
   * The query parameters the page at a path reads; when given, every other parameter is left out
   * of the cache key and of the address Next renders (src/http-server/page-parameters.ts).
   */
  pageParameters?: (path: string, routerRequest: boolean) => readonly string[];
  /**
   * The Content-Security-Policy of an answer held back whole (every answer to a GET this cache
   * may keep), worked out from its bytes: the same for every visitor, so it holds no nonce a
   * visitor could read and reuse (src/http-server/content-security-policy.ts).
   */
  securityPolicy?: (body: Buffer, contentType: string) => string;
  /**
   * What an HTML page held back whole becomes before it is stored, sent and given its policy
   * (src/http-server/scripts-after-parsing.ts).
   */
  prepareDocument?: (body: Buffer) => Buffer;
  /** How an address's answers are kept; the route table's by default (src/app/site-routes.ts). */
  cacheClass?: (path: string) => CacheClass;
  now?: () => number;
}

/** Request headers Next's router renders differently for (its own `Vary`). */
const routerHeaders = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
];

/**
 * What a page this cache holds tells caches after it: a browser checks back every time (by ETag,
 * so an unchanged page costs a 304); a CDN may serve it for a minute, and a stale copy for ten
 * more while it fetches the new one. A stock change reaches a CDN's visitors within that minute.
 */
export const sharedCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

const storableStatuses = new Set([200, 301, 308, 404, 410]);
const maxEntryBytes = 8 * 1024 * 1024;
const compressibleType = /^(text\/|application\/(json|xml|rss\+xml|javascript)|image\/svg\+xml)/;
/** Hop-by-hop and per-response headers that are not stored. */
const droppedHeaders = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'etag',
  // Written by the server on every answer, which a stored page gets as `ownHeaders` when sent:
  // kept as well, they would go out twice (a doubled HSTS header is one a browser ignores).
  'x-request-id',
  'strict-transport-security',
]);

/** The address without its query. */
export const pathOf = (request: RequestHead): string => {
  const url = request.url ?? '/';
  const questionMark = url.indexOf('?');
  return questionMark === -1 ? url : url.slice(0, questionMark);
};

const tableCacheClass = (path: string): CacheClass => routeFor(path).cache;

/**
 * What the cache does with a request: `kept`, looked up and stored (a `shared` route's answer,
 * or a 404 where no route is); `one-visitor`, held back whole and sent but never stored (a
 * browser's GET of a `per-visitor` page: not a HEAD, not data for the client router); `streamed`,
 * straight to Next (a post, a server action, the staff area, an API that answers per visitor).
 */
function treatment(request: RequestHead, cacheClass: CacheClass): 'kept' | 'one-visitor' | 'streamed' {
  const method = request.method;
  if ((method !== 'GET' && method !== 'HEAD') || request.headers['next-action']) return 'streamed';
  if (cacheClass === 'shared' || cacheClass === 'not-found') return 'kept';
  if (cacheClass === 'per-visitor' && method === 'GET' && request.headers.rsc === undefined)
    return 'one-visitor';
  return 'streamed';
}

/** One of Next's built scripts or styles: its address changes with its content. */
export const isBuiltFile = (url: string) => url.startsWith('/_next/static/');

/**
 * The address with only the query parameters the page reads, each as it was written and in its
 * order (a page reads the same values; nothing is re-encoded), and the pairs left out ("" when
 * none), which are the visitor's alone.
 */
function splitParameters(url: string, kept: readonly string[]): { url: string; unread: string } {
  const questionMark = url.indexOf('?');
  if (questionMark === -1) return { url, unread: '' };
  // Read by hand, not split into arrays: every campaign link a visitor follows comes through here.
  let read = '';
  let unread = '';
  for (let start = questionMark + 1; start < url.length;) {
    const ampersand = url.indexOf('&', start);
    const end = ampersand === -1 ? url.length : ampersand;
    if (end > start) {
      const pair = url.slice(start, end);
      const equals = pair.indexOf('=');
      const name = parameterName(equals === -1 ? pair : pair.slice(0, equals));
      if (name && kept.includes(name)) read = read ? `${read}&${pair}` : pair;
      else unread = unread ? `${unread}&${pair}` : pair;
    }
    start = end + 1;
  }
  const path = url.slice(0, questionMark);
  return { url: read ? `${path}?${read}` : path, unread };
}

/** A parameter's name as the page reads it: "" for one that does not decode. */
function parameterName(written: string): string {
  if (!written.includes('%') && !written.includes('+')) return written;
  try {
    return decodeURIComponent(written.replace(/\+/g, ' '));
  } catch {
    return '';
  }
}

/**
 * A redirect on this site with the visitor's own unread parameters added back: the page was
 * rendered without them, but the campaign tags of a link to an old or short address must reach
 * the page it moved to (they are the lead's source). Never added to a redirect off the site.
 */
export function withVisitorParameters(location: string, unread: string, host: string | undefined): string {
  // Only what a header may carry as written: a raw byte outside printable ASCII is left behind.
  if (!unread || !host || !/^[\x21-\x7e]+$/.test(unread)) return location;
  let target: URL;
  try {
    target = new URL(location, `http://${host}`);
  } catch {
    return location;
  }
  if (target.host !== host) return location;
  const hash = location.indexOf('#');
  const address = hash === -1 ? location : location.slice(0, hash);
  const fragment = hash === -1 ? '' : location.slice(hash);
  return `${address}${address.includes('?') ? '&' : '?'}${unread}${fragment}`;
}

export function cacheKey(request: RequestHead, url = request.url ?? '/'): string {
  // A browser asking for a page sends none of the router's headers: the key is the address alone,
  // which holds no line break, so it never meets a key made below.
  const headers = request.headers;
  if (routerHeaders.every((name) => headers[name] === undefined)) return url;
  let key = url;
  for (const name of routerHeaders) key += `\n${String(request.headers[name] ?? '')}`;
  return key;
}

const capturedMethods = ['writeHead', 'write', 'end', 'flushHeaders'] as const;

interface Captured {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/**
 * Runs Next's handler with the response held back: what it writes is collected, not sent, so it
 * can be stored and then sent compressed. Resolves undefined if the visitor left before the end.
 * `heldIf`: the answer streams as Next writes it (rendered with a nonce, as streamed answers are)
 * unless its status and headers at its first write say to hold it back; it resolves undefined once
 * a streamed answer is sent.
 */
function capture(
  request: IncomingMessage,
  response: ServerResponse,
  handle: NextHandler,
  heldIf?: (status: number, headers: OutgoingHttpHeaders) => boolean,
) {
  return new Promise<Captured | undefined>((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    // Known from the start without `heldIf`; else decided at the first write, once.
    let holding = heldIf ? undefined : true;
    // The overrides are own properties; removing them brings back ServerResponse's methods.
    const release = () => {
      for (const method of capturedMethods) Reflect.deleteProperty(response, method);
    };
    const finish = (result: Captured | undefined) => {
      if (settled) return;
      settled = true;
      release();
      resolve(result);
    };
    const holds = () => {
      holding ??= heldIf!(response.statusCode, response.getHeaders());
      if (!holding) release();
      return holding;
    };
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      if (typeof chunk === 'string')
        chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    response.writeHead = function writeHead(status: number, ...rest: unknown[]) {
      response.statusCode = status;
      // As Node's writeHead takes them: an object, or names and values in one flat list.
      const headers = rest.find((item) => item && typeof item === 'object');
      if (Array.isArray(headers))
        for (let index = 0; index < headers.length; index += 2)
          response.appendHeader(String(headers[index]), String(headers[index + 1]));
      else if (headers)
        for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders))
          if (value !== undefined) response.setHeader(name, value);
      return holds() ? response : response.writeHead(status);
    };
    response.write = function write(chunk: unknown, encoding?: unknown, callback?: unknown) {
      if (!holds()) return response.write(chunk, encoding as BufferEncoding, callback as () => void);
      collect(chunk, encoding);
      const done = [encoding, callback].find((item) => typeof item === 'function') as
        (() => void) | undefined;
      done?.();
      return true;
    } as ServerResponse['write'];
    response.end = function end(chunk?: unknown, encoding?: unknown, callback?: unknown) {
      if (!holds()) return response.end(chunk, encoding as BufferEncoding, callback as () => void);
      collect(chunk, encoding);
      finish({ status: response.statusCode, headers: response.getHeaders(), body: Buffer.concat(chunks) });
      const done = [chunk, encoding, callback].find((item) => typeof item === 'function') as
        (() => void) | undefined;
      done?.();
      return response;
    } as ServerResponse['end'];
    response.flushHeaders = () => {
      if (!holds()) response.flushHeaders();
    };
    response.once('close', () => finish(undefined));
    handle(request, response, !heldIf)
      .then(() => {
        if (holding === false) finish(undefined);
      })
      .catch(() => finish(undefined));
  });
}

/** The body as Next sent it, decoded: a streamed answer comes compressed by Next itself. */
async function decoded(captured: Captured): Promise<Captured> {
  const decode = decoders.get(String(captured.headers['content-encoding'] ?? ''));
  const body = decode && (await decode(captured.body).catch(() => undefined));
  return body ? { ...captured, body } : captured;
}

/**
 * Runs `work` (Next rendering into a held-back response) with the request's Accept-Encoding
 * taken away: Next then answers uncompressed, and the cache compresses as each visitor takes it.
 */
function uncompressed<T>(request: IncomingMessage, work: () => Promise<T>): Promise<T> {
  const headers = { ...request.headers };
  delete headers['accept-encoding'];
  return withHeaders(request, headers, work);
}

/**
 * The request headers an answer kept for everyone is drawn from: its address, Next's router
 * headers (which are in its key) and the server's own. Anything else one visitor sends (a cookie,
 * their User-Agent, which Next draws some bots a page of another shape for, a nonce in a
 * report-only policy, x-middleware-prefetch, to which Next answers `{}`) would otherwise shape
 * the bytes every visitor after them is sent.
 */
const everyonesHeaders = ['host', ...routerHeaders, 'x-request-id', clientAddressHeader];

/** Runs `work` (Next rendering an answer to be kept) with only `everyonesHeaders` on the request. */
function withEveryonesHeaders<T>(request: IncomingMessage, work: () => Promise<T>): Promise<T> {
  const headers: IncomingHttpHeaders = {};
  for (const name of everyonesHeaders)
    if (request.headers[name] !== undefined) headers[name] = request.headers[name];
  return withHeaders(request, headers, work);
}

/** Runs `work` with the request carrying `headers`, then gives it back the visitor's own. */
async function withHeaders<T>(
  request: IncomingMessage,
  headers: IncomingHttpHeaders,
  work: () => Promise<T>,
): Promise<T> {
  const own = request.headers;
  request.headers = headers;
  try {
    return await work();
  } finally {
    request.headers = own;
  }
}

/** Next's answer to an unknown page: a 404 document whose body only its script fills in. */
function isNotFoundShell(request: IncomingMessage, captured: Captured): boolean {
  return (
    captured.status === 404 &&
    request.headers.rsc === undefined &&
    String(captured.headers['content-type'] ?? '').startsWith('text/html') &&
    captured.body.includes('id="__next_error__"')
  );
}

function storable(captured: Captured): boolean {
  if (!storableStatuses.has(captured.status)) return false;
  if (captured.headers['set-cookie'] !== undefined) return false;
  return captured.body.length <= maxEntryBytes;
}

function isPrivate(cacheControl: unknown): boolean {
  return typeof cacheControl !== 'string' || /private|no-store|no-cache/.test(cacheControl);
}

async function toEntry(
  captured: Captured,
  version: number,
  now: number,
  shared: boolean,
  built: boolean,
  /** For an answer sent once and not kept: the Accept-Encoding of the one visitor it goes to. */
  oneVisitorAccepts?: string,
  /** A built file's brotli made with the build, if there is one. */
  prebuiltBrotli?: Buffer,
): Promise<CachedResponse> {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(captured.headers)) {
    if (!droppedHeaders.has(name) && value !== undefined) headers[name] = value;
  }
  // Next marks dynamic pages private; held here, they are the same for everyone.
  if (shared && isPrivate(headers['cache-control'])) headers['cache-control'] = sharedCacheControl;
  const vary = String(headers.vary ?? '');
  if (!/accept-encoding/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  const body = captured.body;
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  const headerList: string[] = [];
  for (const [name, value] of Object.entries(headers))
    if (name !== 'location')
      for (const each of Array.isArray(value) ? value : [value]) headerList.push(name, String(each));
  headerList.push('etag', etag);
  const entry: CachedResponse = {
    status: captured.status,
    headerList,
    location: typeof headers.location === 'string' ? headers.location : undefined,
    body,
    etag,
    version,
    storedAt: now,
    bytes: body.length,
    built,
  };
  if (body.length > 1024 && compressibleType.test(String(headers['content-type'] ?? ''))) {
    // Sent once, it is compressed only in the encoding send() will pick for that visitor.
    const only =
      oneVisitorAccepts === undefined
        ? undefined
        : /\bbr\b/.test(oneVisitorAccepts)
          ? 'br'
          : /\bgzip\b/.test(oneVisitorAccepts)
            ? 'gzip'
            : 'identity';
    [entry.gzip, entry.br] = await Promise.all([
      only === undefined || only === 'gzip' ? gzipAsync(body, { level: 9 }) : undefined,
      only === undefined || only === 'br'
        ? // A built script the build left no brotli copy of is compressed once for the life of
          // the build: the slowest, smallest setting (about 7% smaller than 9); a page at 9, so
          // that its first visitor does not wait, then at 11 (ResponseCache.densify).
          (prebuiltBrotli ?? brotliAt(body, built ? 11 : 9))
        : undefined,
    ]);
    entry.bytes += (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0);
  }
  return entry;
}

function acceptedEncoding(request: RequestHead, entry: CachedResponse): 'br' | 'gzip' | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (entry.br && /\bbr\b/.test(accepted)) return 'br';
  if (entry.gzip && /\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

function hitHead(entry: CachedResponse, encoding: 'br' | 'gzip' | undefined, body: Buffer): HitHead {
  const made = (entry.hitHeads ??= {});
  return (made[encoding ?? 'identity'] ??= {
    headers: [
      ...entry.headerList,
      'x-cache',
      'HIT',
      ...(encoding ? ['content-encoding', encoding] : []),
      'content-length',
      String(body.length),
    ],
  });
}

/** The same headers as lines, made once per entry and encoding. */
function hitHeaderBytes(entry: CachedResponse, encoding: 'br' | 'gzip' | undefined, body: Buffer): Buffer {
  const head = hitHead(entry, encoding, body);
  if (head.bytes) return head.bytes;
  let lines = '';
  for (let index = 0; index < head.headers.length; index += 2)
    lines += `${head.headers[index]}: ${head.headers[index + 1]}\r\n`;
  // Latin-1, as Node writes header values: each was checked by Node's setHeader when stored.
  return (head.bytes = Buffer.from(`${lines}\r\n`, 'latin1'));
}

const statusLines = new Map<number, string>();
/** `HTTP/1.1 200 OK` and its line break, made once per status. */
function statusLine(status: number): string {
  let line = statusLines.get(status);
  if (line === undefined)
    statusLines.set(status, (line = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n`));
  return line;
}

/** Whether the visitor already holds this version of the page (a 304). */
function isUnchanged(request: RequestHead, entry: CachedResponse): boolean {
  const match = request.headers['if-none-match'];
  return (
    match !== undefined && entry.status === 200 && match.split(',').some((tag) => tag.trim() === entry.etag)
  );
}

function send(
  request: IncomingMessage,
  response: ServerResponse,
  entry: CachedResponse,
  cacheState: string,
  unread = '',
  ownHeaders: readonly string[] = [],
) {
  const unchanged = isUnchanged(request, entry);
  const encoding = unchanged ? undefined : acceptedEncoding(request, entry);
  const body = encoding ? entry[encoding]! : entry.body;
  if (!unchanged && cacheState === 'HIT' && entry.location === undefined) {
    // A hit is most of what a busy site sends: its headers after the request's own are the same
    // every time, made once.
    response.writeHead(entry.status, ownHeaders.concat(hitHead(entry, encoding, body).headers));
    response.end(request.method === 'HEAD' ? undefined : body);
    return;
  }
  const headers = [...ownHeaders, ...entry.headerList, 'x-cache', cacheState];
  if (entry.location !== undefined)
    headers.push('location', withVisitorParameters(entry.location, unread, request.headers.host));
  if (unchanged) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  if (encoding) headers.push('content-encoding', encoding);
  headers.push('content-length', String(body.length));
  response.writeHead(entry.status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private readonly pending = new Map<string, Promise<CachedResponse | undefined>>();
  /** Keys of stored pages whose brotli is to be made again at the densest setting, oldest first. */
  private readonly toDensify = new Set<string>();
  private densifying = false;
  private bytes = 0;
  private seenVersion: number | undefined;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  private readonly cacheClass: (path: string) => CacheClass;

  constructor(private readonly options: ResponseCacheOptions) {
    this.maxEntries = options.maxEntries ?? 5000;
    this.maxBytes = options.maxBytes ?? 256 * 1024 * 1024;
    this.maxAgeMs = options.maxAgeMs ?? 10 * 60 * 1000;
    this.now = options.now ?? Date.now;
    this.cacheClass = options.cacheClass ?? tableCacheClass;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Sends a stored answer at once, with no promise, no render and no question to the database,
   * when there is one for the stock version already known; false when the request needs `handle`.
   * `ownHeaders`: what this answer carries besides the stored page's (a request id), as names and
   * values in one flat list.
   * A hit is most of what a busy site answers: awaiting anything here cost half the server's rate
   * under load, every promise paying for the async context Next keeps.
   */
  serveStored(request: IncomingMessage, response: ServerResponse, ownHeaders?: readonly string[]): boolean {
    const stored = this.storedEntry(request, this.options.knownStockVersion?.());
    if (!stored) return false;
    send(request, response, stored.entry, 'HIT', stored.unread, ownHeaders);
    return true;
  }

  /** The page stored for a request under the stock version given, and the parameters it leaves unread. */
  private storedEntry(
    request: RequestHead,
    version: number | undefined,
  ): { entry: CachedResponse; unread: string } | undefined {
    if (version === undefined) return undefined;
    const path = pathOf(request);
    // A page drawn for one visitor is never stored, and is not looked for either.
    if (treatment(request, this.cacheClass(path)) !== 'kept') return undefined;
    this.noticeVersion(version);
    const { url, unread } = this.addressToKeep(request, path);
    const entry = this.lookup(cacheKey(request, url), version);
    return entry && { entry, unread };
  }

  /**
   * A stored page for a plain GET, to be written to the connection as it is
   * (src/http-server/stored-page-lane.ts), or undefined when Node's server is to answer: nothing
   * stored, or an answer that is more than the stored bytes (a 304, a redirect carrying the
   * visitor's parameters, a HEAD). `version`: the stock version just read, when it was waited for.
   */
  storedAnswer(request: RequestHead, version = this.options.knownStockVersion?.()): StoredAnswer | undefined {
    if (request.method !== 'GET') return undefined;
    const entry = this.storedEntry(request, version)?.entry;
    if (!entry || entry.location !== undefined || isUnchanged(request, entry)) return undefined;
    const encoding = acceptedEncoding(request, entry);
    const body = encoding ? entry[encoding]! : entry.body;
    return {
      statusLine: statusLine(entry.status),
      head: hitHeaderBytes(entry, encoding, body),
      body,
      status: entry.status,
    };
  }

  /**
   * The stock version to wait for before `storedAnswer` can tell (read now, when it is not known
   * without asking), or undefined when it can tell at once: the version is known, or the request
   * is for a page never stored, which is not kept waiting for a version it does not need.
   */
  versionToWaitFor(request: RequestHead): Promise<number | undefined> | undefined {
    if (request.method !== 'GET' || treatment(request, this.cacheClass(pathOf(request))) !== 'kept')
      return undefined;
    if (this.options.knownStockVersion?.() !== undefined) return undefined;
    return this.options.stockVersion().catch(() => undefined);
  }

  /** Serves a request from the cache, or through Next, storing what may be stored. */
  async handle(request: IncomingMessage, response: ServerResponse, next: NextHandler): Promise<void> {
    const path = pathOf(request);
    const cacheClass = this.cacheClass(path);
    const treated = treatment(request, cacheClass);
    if (treated === 'one-visitor') return this.renderForOneVisitor(request, response, next);
    if (treated === 'streamed') return this.stream(request, response, next);
    const original = request.url ?? '/';
    let unread: string;
    ({ url: request.url, unread } = this.addressToKeep(request, path));
    // An answer rendered for this visitor alone sees the address as they wrote it.
    const renderUncached = () => {
      request.url = original;
      return next(request, response);
    };
    const version = await this.options.stockVersion().catch(() => undefined);
    if (version === undefined) return renderUncached();
    this.noticeVersion(version);
    const key = cacheKey(request);
    const hit = this.lookup(key, version);
    if (hit) return send(request, response, hit, 'HIT', unread);
    if (request.method === 'HEAD') return renderUncached();

    const inFlight = this.pending.get(key);
    if (inFlight) {
      const shared = await inFlight;
      if (shared && (shared.built || shared.version === version))
        return send(request, response, shared, 'HIT', unread);
      return renderUncached();
    }
    // An address no route claims keeps only a 404, the same for everyone; anything else answered
    // there is a page the route table does not know, which is never kept.
    const onlyNotFound = cacheClass === 'not-found';
    const rendering = this.render(request, response, next, key, version, unread, onlyNotFound);
    this.pending.set(key, rendering);
    try {
      await rendering;
    } finally {
      this.pending.delete(key);
    }
  }

  /** The address as stored (only the parameters its page reads) and the pairs left out. */
  private addressToKeep(request: RequestHead, path = pathOf(request)): { url: string; unread: string } {
    const url = request.url ?? '/';
    if (!this.options.pageParameters || !url.includes('?')) return { url, unread: '' };
    const kept = this.options.pageParameters(path, request.headers.rsc !== undefined);
    return splitParameters(url, kept);
  }

  private noticeVersion(version: number): void {
    if (version === this.seenVersion) return;
    // Every stored page was rendered from the stock before the change; built files were not.
    for (const [key, entry] of this.entries) if (!entry.built) this.remove(key, entry);
    this.seenVersion = version;
  }

  /**
   * A visitor's own page, held back whole and sent as a kept page is (its scripts moved, its
   * policy from its own inline scripts, compressed) but never stored. With the database
   * unreachable it is streamed as before, so the server's outage page still answers.
   */
  private async renderForOneVisitor(
    request: IncomingMessage,
    response: ServerResponse,
    next: NextHandler,
  ): Promise<void> {
    const version = await this.options.stockVersion().catch(() => undefined);
    if (version === undefined) return next(request, response);
    const captured = await this.withNotFoundPage(
      request,
      await uncompressed(request, () => capture(request, response, next)),
      next,
    );
    if (captured) await this.sendOnce(request, response, captured, version);
  }

  /**
   * An answer streamed as Next writes it, except a page whose address has a 404 page of its own
   * (`streamedNotFoundPage`: the staff area's) answered with Next's empty 404 shell: held back
   * from its first write, and that page, drawn on the server for the same visitor, sent instead.
   */
  private async stream(request: IncomingMessage, response: ServerResponse, next: NextHandler) {
    const notFoundPage =
      request.method === 'GET' && request.headers.rsc === undefined && !request.headers['next-action']
        ? this.options.streamedNotFoundPage?.(pathOf(request))
        : undefined;
    if (!notFoundPage) return next(request, response);
    // The server's own headers, and what Node or a stop sets meanwhile (Date, Connection: close).
    const ownHeaders = new Set([...response.getHeaderNames(), 'date', 'connection']);
    const held = await capture(
      request,
      response,
      next,
      (status, headers) => status === 404 && String(headers['content-type'] ?? '').startsWith('text/html'),
    );
    if (!held) return;
    const page = isNotFoundShell(request, await decoded(held))
      ? await uncompressed(request, () => this.renderNotFoundPage(request, next, notFoundPage))
      : undefined;
    if (response.destroyed) return;
    // A 404 drawn by the page itself goes out as it came.
    if (!page) return void response.writeHead(held.status).end(held.body);
    // The shell's headers go with it (its policy's nonce, its encoding); the server's own stay.
    for (const name of response.getHeaderNames()) if (!ownHeaders.has(name)) response.removeHeader(name);
    await this.sendOnce(request, response, page, this.seenVersion ?? 0);
  }

  /** An answer held back whole, sent to its one visitor and never kept. */
  private async sendOnce(
    request: IncomingMessage,
    response: ServerResponse,
    captured: Captured,
    version: number,
  ): Promise<void> {
    this.prepare(request, captured);
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const entry = await toEntry(captured, version, this.now(), false, false, accepts);
    if (!response.destroyed) send(request, response, entry, 'BYPASS');
  }

  /** What every answer held back whole gets before it is sent: its scripts moved, its policy. */
  private prepare(request: IncomingMessage, captured: Captured): void {
    if (
      this.options.prepareDocument &&
      String(captured.headers['content-type'] ?? '').startsWith('text/html')
    )
      captured.body = this.options.prepareDocument(captured.body);
    // A built script or style is not a document: a policy on it would only add 400 bytes to each.
    if (this.options.securityPolicy && !isBuiltFile(request.url ?? ''))
      captured.headers['content-security-policy'] = this.options.securityPolicy(
        captured.body,
        String(captured.headers['content-type'] ?? ''),
      );
  }

  private async render(
    request: IncomingMessage,
    response: ServerResponse,
    next: NextHandler,
    key: string,
    version: number,
    unread: string,
    onlyNotFound: boolean,
  ): Promise<CachedResponse | undefined> {
    const captured = await withEveryonesHeaders(request, async () =>
      this.withNotFoundPage(request, await capture(request, response, next), next),
    );
    if (!captured) return undefined;
    // The page itself is not found at its own address either.
    if (captured.status === 200 && pathOf(request) === this.options.notFoundPage) captured.status = 404;
    const shared = storable(captured) && (!onlyNotFound || captured.status === 404);
    // Only a file that exists is the build's: a made-up address under /_next/static/ is a 404
    // that goes with the stock like any other.
    const built = captured.status === 200 && isBuiltFile(request.url ?? '');
    this.prepare(request, captured);
    const entry = await toEntry(
      captured,
      version,
      this.now(),
      shared,
      built,
      shared ? undefined : String(request.headers['accept-encoding'] ?? ''),
      built ? this.options.builtBrotli?.(pathOf(request)) : undefined,
    );
    if (shared) this.store(key, entry);
    if (!response.destroyed) send(request, response, entry, shared ? 'MISS' : 'BYPASS', unread);
    if (shared && !built && entry.br) this.densify(key);
    return shared ? entry : undefined;
  }

  /**
   * Next's empty 404 shell replaced by the 404 page drawn on the server, for a kept page and a
   * visitor's own page alike (a booking link mistyped, a cart that cannot be held): never blank.
   */
  private async withNotFoundPage(
    request: IncomingMessage,
    captured: Captured | undefined,
    next: NextHandler,
  ): Promise<Captured | undefined> {
    const notFoundPage = this.options.notFoundPage;
    if (!captured || !notFoundPage || !isNotFoundShell(request, captured)) return captured;
    return (
      (await uncompressed(request, () => this.renderNotFoundPage(request, next, notFoundPage))) ?? captured
    );
  }

  /**
   * A 404 page rendered as Next renders any page, for the request that found nothing (its cookies
   * and all); sent with status 404 whether it answers 200 or, at its own address, 404 itself.
   */
  private async renderNotFoundPage(
    request: IncomingMessage,
    next: NextHandler,
    notFoundPage: string,
  ): Promise<Captured | undefined> {
    const pageRequest = new IncomingMessage(new Socket());
    pageRequest.method = 'GET';
    pageRequest.url = notFoundPage;
    pageRequest.headers = { ...request.headers };
    for (const name of routerHeaders) delete pageRequest.headers[name];
    delete pageRequest.headers.rsc;
    // Drawn to be held back whole: no nonce (a streamed attempt's policy is on the request).
    delete pageRequest.headers['content-security-policy'];
    pageRequest.push(null);
    const page = await capture(pageRequest, new ServerResponse(pageRequest), next);
    return page && (page.status === 200 || (page.status === 404 && !isNotFoundShell(pageRequest, page)))
      ? { ...page, status: 404 }
      : undefined;
  }

  /**
   * A stored page's brotli made again at quality 11, one page at a time, in the background: at 9
   * (25 ms for the 100 KB inventory page) its first visitor does not wait for it; at 11 (150 ms)
   * it is 9-10% smaller for every visitor after (inventory 14,629 → 13,250 bytes, home 15,251 →
   * 13,914). That decides whether the largest pages, with their headers, fit in TCP's first
   * window (ten packets, about 14.6 KB) or take one more round trip on a slow line. Only keys
   * wait, so a page dropped meanwhile is not held in memory, and one stored again is done as it
   * is then; a burst of new pages beyond 64 waiting keeps the first setting.
   */
  private densify(key: string): void {
    if (this.toDensify.size >= 64) return;
    this.toDensify.add(key);
    if (this.densifying) return;
    this.densifying = true;
    void (async () => {
      for (const waitingKey of this.toDensify) {
        this.toDensify.delete(waitingKey);
        const entry = this.entries.get(waitingKey);
        if (!entry?.br) continue;
        const denser = await brotliAt(entry.body, 11).catch(() => undefined);
        if (!denser || this.entries.get(waitingKey) !== entry || denser.length >= entry.br.length) continue;
        const saved = entry.br.length - denser.length;
        entry.br = denser;
        entry.hitHeads = undefined;
        entry.bytes -= saved;
        this.bytes -= saved;
      }
      this.densifying = false;
    })();
  }

  private lookup(key: string, version: number): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (!entry.built && (entry.version !== version || this.now() - entry.storedAt > this.maxAgeMs)) {
      this.remove(key, entry);
      return undefined;
    }
    entry.recentlyUsed = true;
    return entry;
  }

  private store(key: string, entry: CachedResponse): void {
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    // Oldest out first, but one asked for since the cache last came round to it goes to the
    // back of the line instead, once (a second chance): close to least recently used, without
    // reordering the map on every hit, which cost a stored page a fifth of its lookup.
    for (const [oldestKey, oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      if (oldest.recentlyUsed && oldest !== entry) {
        oldest.recentlyUsed = false;
        this.entries.delete(oldestKey);
        this.entries.set(oldestKey, oldest);
        continue;
      }
      this.remove(oldestKey, oldest);
    }
  }

  private remove(key: string, entry: CachedResponse): void {
    if (this.entries.delete(key)) this.bytes -= entry.bytes;
  }
}
