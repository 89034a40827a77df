import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlibConstants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';

import { afterEach, describe, expect, it } from 'vitest';

import { pageParameters as tablePageParameters } from '@/http-server/page-parameters';
import { ResponseCache } from '@/http-server/response-cache';

/**
 * A real HTTP server with the cache in front of a page renderer that counts its renders and
 * writes the way Next does (status and headers, then streamed chunks).
 */
async function serve(
  render: (request: IncomingMessage, response: ServerResponse) => Promise<void> | void,
  options: {
    notFoundPage?: string;
    streamedNotFoundPage?: (path: string) => string | undefined;
    pageParameters?: (path: string) => readonly string[];
    securityPolicy?: (body: Buffer, contentType: string) => string;
    prepareDocument?: (body: Buffer) => Buffer;
    builtBrotli?: (path: string) => Buffer | undefined;
    /** Whether the version is known without asking, as it is for a second after each read. */
    knowsVersion?: boolean;
    cacheClass?: ConstructorParameters<typeof ResponseCache>[0]['cacheClass'];
    maxEntries?: number;
  } = {},
) {
  let version = 1;
  let renders = 0;
  let requests = 0;
  const { knowsVersion = true, ...cacheOptions } = options;
  const cache = new ResponseCache({
    stockVersion: () => Promise.resolve(version),
    knownStockVersion: knowsVersion ? () => version : undefined,
    ...cacheOptions,
  });
  // As src/http-server/serve.ts does: a stored page first, with the request's own id.
  const server: Server = createServer((request, response) => {
    const ownHeaders = [
      'x-request-id',
      `request-${++requests}`,
      'strict-transport-security',
      'max-age=31536000; includeSubDomains',
    ];
    if (cache.serveStored(request, response, ownHeaders)) return;
    for (let index = 0; index < ownHeaders.length; index += 2)
      response.setHeader(ownHeaders[index]!, ownHeaders[index + 1]!);
    void cache.handle(request, response, async (req, res, captured) => {
      renders++;
      if (captured) res.setHeader('X-Held-Back', 'yes');
      await render(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  return {
    base,
    renders: () => renders,
    changeStock: () => version++,
  };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const page = (body: string, status = 200, headers: Record<string, string> = {}) =>
  function render(_request: IncomingMessage, response: ServerResponse) {
    response.statusCode = status;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.write(body.slice(0, 10));
    response.end(body.slice(10));
  };

const longPage = `<html><body>${'A cart for every driveway. '.repeat(200)}</body></html>`;

describe('ResponseCache', () => {
  it('renders a page once and serves it again from memory, the same bytes', async () => {
    const site = await serve(page(longPage));
    const first = await fetch(`${site.base}/denago`);
    const second = await fetch(`${site.base}/denago`);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toBe(longPage);
    expect(site.renders()).toBe(1);
    // A CDN in front may keep it briefly and serve it stale while it fetches the new one.
    expect(second.headers.get('cache-control')).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(first.headers.get('cache-control')).toBe(second.headers.get('cache-control'));
  });

  it('serves a stored page the same when the stock version has to be asked for first', async () => {
    const site = await serve(page(longPage), { knowsVersion: false });
    await fetch(`${site.base}/denago`);
    const again = await fetch(`${site.base}/denago`);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(await again.text()).toBe(longPage);
    expect(site.renders()).toBe(1);
  });

  it("gives each visitor the request's own id, once, never the id the page was rendered for", async () => {
    const site = await serve(page(longPage));
    const first = await fetch(`${site.base}/denago`);
    expect(first.headers.get('x-request-id')).toBe('request-1');
    const second = await new Promise<string[]>((resolve, reject) => {
      get(`${site.base}/denago`, (response) => {
        response.resume();
        resolve(response.rawHeaders);
      }).on('error', reject);
    });
    const ids = second.filter((_, index) => index % 2 === 1 && /^x-request-id$/i.test(second[index - 1]!));
    expect(ids).toEqual(['request-2']);
  });

  it('sends every header once, rendered, stored, or confirmed unchanged, with the version known or asked', async () => {
    const rawHeaders = (url: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; names: string[]; etag: string }>((resolve, reject) => {
        get(url, { headers }, (response) => {
          response.resume();
          resolve({
            status: response.statusCode ?? 0,
            names: response.rawHeaders
              .filter((_, index) => index % 2 === 0)
              .map((name) => name.toLowerCase()),
            etag: String(response.headers.etag),
          });
        }).on('error', reject);
      });
    for (const knowsVersion of [true, false]) {
      const site = await serve(page(longPage), { knowsVersion });
      const answers = [await rawHeaders(`${site.base}/denago`), await rawHeaders(`${site.base}/denago`)];
      answers.push(await rawHeaders(`${site.base}/denago`, { 'if-none-match': answers[1]!.etag }));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 304]);
      for (const { names } of answers) {
        expect(names).toContain('strict-transport-security');
        expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
      }
    }
  });

  it('sends Brotli or gzip as the browser accepts, each decoding to the page', async () => {
    const site = await serve(page(longPage));
    await fetch(`${site.base}/`);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((resolve) => {
        void import('node:http').then(({ get }) =>
          get(`${site.base}/`, { headers: { 'accept-encoding': encoding } }, (message) => {
            const chunks: Buffer[] = [];
            message.on('data', (chunk: Buffer) => chunks.push(chunk));
            message.on('end', () => resolve({ headers: message.headers, body: Buffer.concat(chunks) }));
          }),
        );
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.body.length).toBeLessThan(longPage.length / 4);
      expect(decode(response.body).toString()).toBe(longPage);
    }
    expect(site.renders()).toBe(1);
  });

  it('answers 304 to a browser that has the same page', async () => {
    const site = await serve(page(longPage));
    const etag = (await fetch(`${site.base}/rentals`)).headers.get('etag')!;
    const again = await fetch(`${site.base}/rentals`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('renders again once the stock changes', async () => {
    let price = 9995;
    const site = await serve((request, response) => page(`<p>$${price}</p>${longPage}`)(request, response));
    expect(await (await fetch(`${site.base}/vehicles/x`)).text()).toContain('$9995');
    price = 8995;
    expect(await (await fetch(`${site.base}/vehicles/x`)).text()).toContain('$9995');
    site.changeStock();
    const fresh = await fetch(`${site.base}/vehicles/x`);
    expect(fresh.headers.get('x-cache')).toBe('MISS');
    expect(await fresh.text()).toContain('$8995');
  });

  it('keeps not-found and gone answers with their status', async () => {
    const site = await serve(page('<h1>Vehicle Not Found</h1>', 404));
    await fetch(`${site.base}/vehicles/nope`);
    const again = await fetch(`${site.base}/vehicles/nope`);
    expect(again.status).toBe(404);
    expect(again.headers.get('x-cache')).toBe('HIT');
  });

  it('sends the 404 page in place of the empty shell on a visitor’s own page too, never kept', async () => {
    const shell =
      '<!DOCTYPE html><html id="__next_error__"><head></head><body><div hidden=""></div></body></html>';
    const site = await serve(
      (request, response) =>
        request.url?.startsWith('/page-not-found')
          ? page('<html lang="en-US"><body><h1>404 Page Not Found</h1></body></html>')(request, response)
          : page(shell, 404)(request, response),
      { notFoundPage: '/page-not-found', cacheClass: () => 'per-visitor' },
    );
    const missing = await fetch(`${site.base}/rentals/bookings/ZZZZZZ?key=mistyped`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-cache')).toBe('BYPASS');
    const body = await missing.text();
    expect(body).toContain('<h1>404 Page Not Found</h1>');
    expect(body).not.toContain('__next_error__');
  });

  it('sends the 404 page, drawn by the server, where Next left an empty shell for its script', async () => {
    const shell =
      '<!DOCTYPE html><html id="__next_error__"><head></head><body><div hidden=""></div></body></html>';
    let nonce = 0;
    const site = await serve(
      (request, response) => {
        // As serve.ts does: each rendering gets its own policy, which the page's scripts carry.
        nonce++;
        response.setHeader('Content-Security-Policy', `script-src 'nonce-n${nonce}'`);
        const path = request.url?.split('?')[0];
        if (path === '/page-not-found')
          return page(
            `<html lang="en-US"><body><h1>404 Page Not Found</h1><script nonce="n${nonce}"></script></body></html>`,
          )(request, response);
        if (path === '/towns/nope' && request.headers.rsc === '1')
          return page('1:"not-found payload"', 404, { 'Content-Type': 'text/x-component' })(
            request,
            response,
          );
        return page(shell, 404)(request, response);
      },
      { notFoundPage: '/page-not-found' },
    );
    const missing = await fetch(`${site.base}/towns/nope`);
    expect(missing.status).toBe(404);
    const body = await missing.text();
    expect(body).toContain('<h1>404 Page Not Found</h1>');
    expect(body).not.toContain('__next_error__');
    // The policy sent is the one the page was drawn with.
    const sentNonce = /nonce="(n\d+)"/.exec(body)![1];
    expect(missing.headers.get('content-security-policy')).toBe(`script-src 'nonce-${sentNonce}'`);
    // Kept like any 404: the next visitor costs no render.
    const renders = site.renders();
    const again = await fetch(`${site.base}/towns/nope`);
    expect(again.status).toBe(404);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(site.renders()).toBe(renders);
    // The client router's own request gets Next's payload, not a document.
    const payload = await fetch(`${site.base}/towns/nope`, { headers: { rsc: '1' } });
    expect(await payload.text()).toBe('1:"not-found payload"');
    // The page's own address is not found either.
    const direct = await fetch(`${site.base}/page-not-found`);
    expect(direct.status).toBe(404);
    expect(await direct.text()).toContain('404 Page Not Found');
  });

  it('draws a page kept for everyone from nothing one visitor alone sends; a visitor’s own page from all of it', async () => {
    const seen: string[][] = [];
    const render = (request: IncomingMessage, response: ServerResponse) => {
      seen.push(Object.keys(request.headers).sort());
      return page(longPage)(request, response);
    };
    // What Next draws differently for: a bot's User-Agent, a nonce, the Pages Router's prefetch.
    const visitorsOwn = {
      cookie: 'session=one-visitor',
      'user-agent': 'Twitterbot/1.0',
      'x-middleware-prefetch': '1',
      'content-security-policy-report-only': "script-src 'nonce-planted'",
    };
    const site = await serve(render);
    expect((await fetch(`${site.base}/denago`, { headers: visitorsOwn })).headers.get('x-cache')).toBe(
      'MISS',
    );
    await fetch(`${site.base}/denago`, { headers: { ...visitorsOwn, rsc: '1' } });
    expect(seen).toEqual([['host'], ['host', 'rsc']]);

    seen.length = 0;
    const ownPage = await serve(render, { cacheClass: () => 'per-visitor' });
    await fetch(`${ownPage.base}/contact`, { headers: visitorsOwn });
    expect(seen[0]).toEqual(expect.arrayContaining(['cookie', 'user-agent']));
  });

  describe('a streamed page that found nothing (the staff area)', () => {
    const shell =
      '<!DOCTYPE html><html id="__next_error__"><head></head><body><div hidden=""></div></body></html>';
    /** The staff 404 page as drawn for whoever's cookie came with it, and with or without a nonce. */
    const staffNotFound = (cookie = 'nobody', nonce = false) =>
      `<html lang="en-US"><body><h1>Not found</h1><p>For ${cookie}${nonce ? ', with a nonce' : ''}</p></body></html>`;
    /** A staff area as Next streams it: compressed by Next, each rendering with its own policy. */
    const staffArea = (
      answers: Record<string, (request: IncomingMessage, response: ServerResponse) => void>,
    ) =>
      serve(
        (request, response) => {
          // As serve.ts does for a streamed answer: a nonce, on the request for Next to read.
          if (!response.hasHeader('X-Held-Back')) {
            request.headers['content-security-policy'] = "script-src 'nonce-streamed'";
            response.setHeader('Content-Security-Policy', "script-src 'nonce-streamed'");
          }
          const answer = answers[request.url!.split('?')[0]!];
          if (answer) return answer(request, response);
          if (request.url === '/admin/page-not-found')
            // As the proxy answers it.
            return page(
              staffNotFound(request.headers.cookie, request.headers['content-security-policy'] !== undefined),
              404,
            )(request, response);
          // With the app's own Date, as the answer forwarded from the app process carries.
          response.writeHead(404, {
            'Content-Type': 'text/html; charset=utf-8',
            'Content-Encoding': 'gzip',
            Date: new Date().toUTCString(),
          });
          response.end(gzipSync(shell));
        },
        {
          cacheClass: () => 'never',
          streamedNotFoundPage: (path) => (path.startsWith('/admin') ? '/admin/page-not-found' : undefined),
          securityPolicy: () => "script-src 'sha256-held'",
        },
      );

    it('sends the staff 404 page, drawn for the same visitor, in place of the empty shell', async () => {
      const site = await staffArea({});
      for (const address of ['/admin/leads/erased', '/admin/leads/erased']) {
        const missing = await fetch(`${site.base}${address}`, { headers: { cookie: 'session=staff' } });
        expect(missing.status).toBe(404);
        const body = await missing.text();
        // For this visitor, drawn to be held back (no nonce of the attempt that found nothing).
        expect(body).toBe(staffNotFound('session=staff'));
        expect(Date.parse(missing.headers.get('date') ?? '')).not.toBeNaN();
        // Never kept; the server's own headers stay, the shell's go: its nonce, its encoding.
        expect(missing.headers.get('x-cache')).toBe('BYPASS');
        expect(missing.headers.get('x-request-id')).toMatch(/^request-\d+$/);
        expect(missing.headers.get('content-security-policy')).toBe("script-src 'sha256-held'");
        expect(missing.headers.get('content-encoding')).toBeNull();
      }
      // Each time: the page, and the 404 page drawn for it.
      expect(site.renders()).toBe(4);
    });

    it('streams every other answer as it comes, a 404 the page drew itself and the router’s payload', async () => {
      let finishPage = () => {};
      let finishExport = () => {};
      const site = await staffArea({
        '/admin/leads': (_request, response) => {
          response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
          response.write('<html><body><h1>Leads</h1>');
          finishPage = () => response.end('</body></html>');
        },
        '/admin/export': (_request, response) => {
          response.writeHead(404, { 'Content-Type': 'text/plain' });
          response.write('No such ');
          finishExport = () => response.end('export.');
        },
      });
      /** The answer's first part, read before the rest is written, and then the whole of it. */
      const streamed = (url: string, finish: () => void) =>
        new Promise<{ status?: number; first: string; whole: string }>((resolve, reject) => {
          get(url, (response) => {
            response.setEncoding('utf8');
            let whole = '';
            response.on('data', (chunk: string) => {
              if (!whole) finish();
              whole += chunk;
            });
            response.once('data', (chunk: string) => {
              response.on('end', () => resolve({ status: response.statusCode, first: chunk, whole }));
            });
          }).on('error', reject);
        });
      // The first part of a page reaches the browser while the rest is still being drawn, and so
      // does a 404 that is not a page.
      const leads = await streamed(`${site.base}/admin/leads`, () => finishPage());
      expect(leads.first).toBe('<html><body><h1>Leads</h1>');
      expect(await streamed(`${site.base}/admin/export`, () => finishExport())).toEqual({
        status: 404,
        first: 'No such ',
        whole: 'No such export.',
      });
      // The 404 page at its own address answers 404 with its own content.
      const direct = await fetch(`${site.base}/admin/page-not-found`, {
        headers: { cookie: 'session=staff' },
      });
      expect([direct.status, await direct.text()]).toEqual([404, staffNotFound('session=staff', true)]);
      expect(direct.headers.get('content-security-policy')).toBe("script-src 'nonce-streamed'");
      // The client router's request and a HEAD get Next's answer.
      const routed = await fetch(`${site.base}/admin/leads/erased`, { headers: { rsc: '1' } });
      expect(routed.headers.get('content-encoding')).toBe('gzip');
      const head = await fetch(`${site.base}/admin/leads/erased`, { method: 'HEAD' });
      expect(head.status).toBe(404);
      expect(site.renders()).toBe(5);
    });

    it('leaves the shell as it is when the 404 page cannot be drawn for the visitor', async () => {
      const site = await staffArea({
        '/admin/page-not-found': (_request, response) => {
          response.writeHead(307, { Location: '/admin/sign-in' });
          response.end();
        },
      });
      const missing = await fetch(`${site.base}/admin/leads/erased`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toBe(shell);
    });
  });

  it('never keeps the staff area, the contact form, posts, errors or answers that set a cookie', async () => {
    const site = await serve(page(longPage));
    const personal = [
      '/admin',
      '/admin/inventory',
      '/contact?vehicleId=x',
      '/thank-you',
      '/rentals/request?draft=x',
      '/financing?vehicleId=x',
      '/_next/image?url=x',
      '/rentals/book?type=x',
      '/rentals/bookings/ABC234?key=secret',
      '/api/rentals/bookings',
    ];
    for (const path of personal) {
      await fetch(`${site.base}${path}`);
      expect([null, 'BYPASS'], path).toContain((await fetch(`${site.base}${path}`)).headers.get('x-cache'));
    }
    await fetch(`${site.base}/`, { method: 'POST', body: 'x' });
    await fetch(`${site.base}/`, { method: 'POST', body: 'x' });
    // Each personal page rendered twice, and each post.
    expect(site.renders()).toBe(personal.length * 2 + 2);

    const failing = await serve(page('<h1>Something went wrong</h1>', 500));
    await fetch(`${failing.base}/`);
    expect((await fetch(`${failing.base}/`)).headers.get('x-cache')).toBe('BYPASS');
    const cookie = await serve(page(longPage, 200, { 'Set-Cookie': 'a=b' }));
    await fetch(`${cookie.base}/`);
    expect(cookie.renders()).toBe(1);
    await fetch(`${cookie.base}/`);
    expect(cookie.renders()).toBe(2);
  });

  it('keeps nothing at an address no route claims but its 404, and a town page only for a town', async () => {
    const site = await serve(
      (request, response) =>
        page(longPage, request.url?.startsWith('/no-such-page') ? 404 : 200)(request, response),
      // As src/http-server/serve.ts sets it up.
      { pageParameters: tablePageParameters },
    );
    const cacheOf = async (path: string) => (await fetch(`${site.base}${path}`)).headers.get('x-cache');
    // A page added without an entry in the route table (a booking form, say) is never kept.
    for (const path of ['/book-a-cart', '/rentals/book/now'])
      expect([await cacheOf(path), await cacheOf(path)], path).toEqual(['BYPASS', 'BYPASS']);
    expect([await cacheOf('/bedminster'), await cacheOf('/bedminster')]).toEqual(['MISS', 'HIT']);
    // The not-found page is the same for everyone, whatever the query.
    expect([await cacheOf('/no-such-page'), await cacheOf('/no-such-page?gclid=x')]).toEqual(['MISS', 'HIT']);
    expect(site.renders()).toBe(6);
  });

  it("keeps Next's built scripts, immutable, and sends them in brotli to a browser that takes it", async () => {
    const script = `self.TURBOPACK=[];${'function hydrate(){return 1}'.repeat(200)}`;
    const site = await serve((_request, response) => {
      response.setHeader('Content-Type', 'application/javascript; charset=UTF-8');
      response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      response.end(script);
    });
    const path = `${site.base}/_next/static/chunks/0abc.js`;
    await fetch(path);
    const again = await fetch(path, { headers: { 'accept-encoding': 'br' } });
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(again.headers.get('content-encoding')).toBe('br');
    expect(site.renders()).toBe(1);
    // A new build gives a changed script a new address: a stock change leaves the script alone.
    site.changeStock();
    expect((await fetch(path)).headers.get('x-cache')).toBe('HIT');
    expect(site.renders()).toBe(1);
  });

  it('sends a page in brotli at once, then in a denser brotli once made, decoding to the same page', async () => {
    // Varied like a real page, so that the densest setting has something to find.
    const varied = `<html><body><ul>${Array.from(
      { length: 2000 },
      (_, index) =>
        `<li data-id="${index}">Cart ${(index * 7919) % 1009} at $${(index * 104_729) % 20_000}</li>`,
    ).join('')}</ul></body></html>`;
    // With the size hint the server gives, so that each setting's bytes are exactly what it sends.
    const brotliAt = (quality: number) =>
      brotliCompressSync(varied, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(varied),
        },
      }).length;
    expect(brotliAt(11)).toBeLessThan(brotliAt(9));
    const site = await serve(page(varied));
    const sent = async () => {
      const response = await fetch(`${site.base}/`, { headers: { 'accept-encoding': 'br' } });
      expect(await response.text()).toBe(varied);
      return Number(response.headers.get('content-length'));
    };
    expect(await sent()).toBe(brotliAt(9));
    await expect.poll(sent, { timeout: 10_000 }).toBe(brotliAt(11));
    expect(site.renders()).toBe(1);
  });

  it("sends a built script's brotli made with the build as it is, and compresses one without", async () => {
    const script = `self.TURBOPACK=[];${'function hydrate(){return 1}'.repeat(200)}`;
    // Another setting than the server's own, so that its bytes tell which was sent.
    const fromTheBuild = brotliCompressSync(script, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } });
    const asked: string[] = [];
    const site = await serve(
      (_request, response) => {
        response.setHeader('Content-Type', 'application/javascript; charset=UTF-8');
        response.end(script);
      },
      {
        builtBrotli: (path) => {
          asked.push(path);
          return path.endsWith('/built.js') ? fromTheBuild : undefined;
        },
      },
    );
    const built = await fetch(`${site.base}/_next/static/chunks/built.js?v=1`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(built.headers.get('content-encoding')).toBe('br');
    expect(built.headers.get('content-length')).toBe(String(fromTheBuild.length));
    expect(await built.text()).toBe(script);
    const other = await fetch(`${site.base}/_next/static/chunks/other.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(other.headers.get('content-encoding')).toBe('br');
    expect(Number(other.headers.get('content-length'))).not.toBe(fromTheBuild.length);
    expect(await other.text()).toBe(script);
    expect(asked).toEqual(['/_next/static/chunks/built.js', '/_next/static/chunks/other.js']);
  });

  it('lets a made-up address under /_next/static/ go with the stock like any other 404', async () => {
    const site = await serve(page('<h1>404 Page Not Found</h1>', 404));
    const path = `${site.base}/_next/static/chunks/made-up.js`;
    await fetch(path);
    site.changeStock();
    expect((await fetch(path)).headers.get('x-cache')).toBe('MISS');
    expect(site.renders()).toBe(2);
  });

  it('makes room by letting go of a page nobody asked for again before one just asked for', async () => {
    const { base, renders } = await serve(page(longPage), { maxEntries: 2 });
    const fetched = async (path: string) => (await fetch(`${base}${path}`)).headers.get('x-cache');
    expect([await fetched('/denago'), await fetched('/evolution')]).toEqual(['MISS', 'MISS']);
    expect(await fetched('/denago')).toBe('HIT');

    // A third page: the oldest, /denago, was asked for again, so /evolution goes instead.
    expect(await fetched('/about')).toBe('MISS');
    expect(await fetched('/denago')).toBe('HIT');
    expect(await fetched('/about')).toBe('HIT');
    expect(await fetched('/evolution')).toBe('MISS');
    expect(renders()).toBe(4);
  });

  it('sends an answer written with a flat header list, as Node takes one, with those headers', async () => {
    const { base } = await serve((_request, response) => {
      response.writeHead(503, ['content-type', 'text/plain; charset=utf-8', 'retry-after', '5']);
      response.end('Please try again in a few seconds.');
    });
    const answer = await fetch(`${base}/inventory`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await answer.text()).toBe('Please try again in a few seconds.');
  });

  it('renders once for many visitors asking at the same moment', async () => {
    const site = await serve(async (request, response) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      page(longPage)(request, response);
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${site.base}/inventory`)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(site.renders()).toBe(1);
  });

  it('writes the policy of an answer it holds back from the answer itself, the same for every visitor', async () => {
    const site = await serve(page(longPage), {
      securityPolicy: (body, type) => `script-src 'self' 'for-${type.split(';')[0]}-${body.length}'`,
    });
    const answers = await Promise.all([1, 2, 3].map(() => fetch(`${site.base}/privacy`)));
    const policies = answers.map((answer) => answer.headers.get('content-security-policy'));
    expect(policies).toEqual(Array(3).fill(`script-src 'self' 'for-text/html-${longPage.length}'`));
    // The handler was told the answer is held back (so it renders without a nonce).
    expect(answers[0]!.headers.get('x-held-back')).toBe('yes');
  });

  it("holds a visitor's own form page back whole and sends it as a kept page, with its address as asked, but keeps nothing", async () => {
    const echo = (request: IncomingMessage, response: ServerResponse) =>
      page(`<html><body><p>Asked for ${request.url}</p></body></html>`)(request, response);
    const site = await serve(echo, {
      pageParameters: () => [],
      securityPolicy: (body) => `script-src 'self' 'for-${body.length}'`,
      prepareDocument: (body) =>
        Buffer.from(body.toString().replace('</body>', '<script>moved</script></body>')),
    });
    const form = '/contact?vehicleId=evolution-d5&utm_source=mail';
    const answers = [await fetch(`${site.base}${form}`), await fetch(`${site.base}${form}`)];
    const expected = `<html><body><p>Asked for ${form}</p><script>moved</script></body></html>`;
    for (const answer of answers) {
      expect(answer.headers.get('x-cache')).toBe('BYPASS');
      expect(answer.headers.get('x-held-back')).toBe('yes');
      expect(answer.headers.get('cache-control')).toContain('no-store');
      expect(answer.headers.get('content-security-policy')).toBe(
        `script-src 'self' 'for-${expected.length}'`,
      );
      expect(await answer.text()).toBe(expected);
    }
    expect(site.renders()).toBe(2);
    // Streamed as Next writes it: the staff area, a post, a HEAD, the client router's data.
    for (const [path, init] of [
      ['/admin/leads', {}],
      ['/contact', { method: 'POST', body: 'name=x' }],
      ['/contact', { method: 'HEAD' }],
      ['/contact', { headers: { rsc: '1' } }],
    ] as const) {
      const answer = await fetch(`${site.base}${path}`, init);
      expect(answer.headers.get('x-held-back'), `${init.method ?? 'GET'} ${path}`).toBeNull();
    }
  });

  it("compresses a visitor's own page in the one encoding that visitor takes", async () => {
    const site = await serve(page(longPage));
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const answer = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        get(`${site.base}/contact`, { headers: { 'accept-encoding': encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        }).on('error', reject);
      });
      expect(answer.encoding).toBe(encoding);
      expect(decode(answer.body).toString()).toBe(longPage);
    }
  });

  describe('with the parameters each page reads', () => {
    /** Echoes the address it was asked to render, as a page's payload carries it. */
    const echo = (request: IncomingMessage, response: ServerResponse) =>
      page(`<html><body>rendered ${request.url}</body></html>`)(request, response);
    const serveSite = () => serve(echo, { pageParameters });

    it('serves a campaign link from the cache, rendered without anyone’s tags', async () => {
      const site = await serveSite();
      expect((await fetch(`${site.base}/evolution`)).headers.get('x-cache')).toBe('MISS');
      const campaign = await fetch(
        `${site.base}/evolution?utm_source=google&utm_medium=cpc&gclid=Cj0KCQiA-visitor-a&fbclid=IwAR-b&msclkid=c`,
      );
      expect(campaign.headers.get('x-cache')).toBe('HIT');
      expect(await campaign.text()).toContain('rendered /evolution<');
      expect(site.renders()).toBe(1);
    });

    it('never stores a made-up parameter: a flood of them costs one render', async () => {
      const site = await serveSite();
      for (let index = 0; index < 50; index++) {
        const answer = await fetch(`${site.base}/denago?x${index}=${index}&gclid=${index}`);
        expect(await answer.text()).not.toContain(`x${index}`);
      }
      expect(site.renders()).toBe(1);
    });

    it('keeps the filters a page reads, as written and in order, each its own entry', async () => {
      const site = await serveSite();
      const filtered = await fetch(
        `${site.base}/inventory?utm_source=mail&brand=evolution&q=6%20seater&page=2`,
      );
      expect(await filtered.text()).toContain('rendered /inventory?brand=evolution&q=6%20seater&page=2<');
      const other = await fetch(`${site.base}/inventory?brand=denago`);
      expect(other.headers.get('x-cache')).toBe('MISS');
      const again = await fetch(`${site.base}/inventory?brand=evolution&q=6%20seater&page=2&fbclid=z`);
      expect(again.headers.get('x-cache')).toBe('HIT');
      expect(site.renders()).toBe(2);
    });

    it('reads a parameter by its decoded name, and leaves out one that does not decode or is empty', async () => {
      const site = await serveSite();
      const answer = await fetch(
        `${site.base}/inventory?%62rand=evolution&&utm_source=x&%zz=1&page+=2&q=a+b&`,
      );
      expect(await answer.text()).toContain('rendered /inventory?%62rand=evolution&q=a+b<');
    });

    it("sends each visitor's own campaign tags on to the page a short address moves to, never off the site", async () => {
      const seen: string[] = [];
      const site = await serve(
        (request, response) => {
          seen.push(request.url ?? '');
          const to = request.url?.startsWith('/away')
            ? 'https://lender.example/apply'
            : '/vehicles/full-name#photos';
          page('', 308, { Location: to })(request, response);
        },
        { pageParameters },
      );
      const follow = (path: string) => fetch(`${site.base}${path}`, { redirect: 'manual' });
      const first = await follow('/vehicles/short?utm_source=google&gclid=visitor-a');
      expect(first.status).toBe(308);
      expect(first.headers.get('location')).toBe(
        '/vehicles/full-name?utm_source=google&gclid=visitor-a#photos',
      );
      const second = await follow('/vehicles/short?gclid=visitor-b');
      expect(second.headers.get('x-cache')).toBe('HIT');
      expect(second.headers.get('location')).toBe('/vehicles/full-name?gclid=visitor-b#photos');
      expect((await follow('/vehicles/short')).headers.get('location')).toBe('/vehicles/full-name#photos');
      // The stored answer and the render carry nobody's tags.
      expect(seen).toEqual(['/vehicles/short']);
      expect((await follow('/away?gclid=visitor-c')).headers.get('location')).toBe(
        'https://lender.example/apply',
      );
    });
  });
});

function pageParameters(path: string): readonly string[] {
  return path === '/inventory' ? ['brand', 'q', 'page'] : [];
}
