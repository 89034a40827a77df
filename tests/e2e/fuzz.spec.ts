import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';

import fc from 'fast-check';

import { allowedMethods } from '../../src/app/site-routes';
import { municipalities } from '../../src/content/municipalities';
import { startAppServer, type AppServer } from '../support/app-server';
import { expect, test } from '../support/browser-test';

/**
 * Random requests (methods, paths, headers and bodies) at every API route, the vehicle, town and
 * image routes and the admin actions of a production server: whatever arrives, the answer is
 * never a 5xx and never shows a stack trace.
 */

let server: AppServer;
let signInActionId = '';

test.beforeAll(async () => {
  server = await startAppServer({ CONTACT_RATE_LIMIT: '100000', SIGN_IN_RATE_LIMIT: '100000' });
  // The sign-in form's server action, as its page renders it for a no-JavaScript post.
  const html = await (await fetch(`${server.url}/admin/sign-in`)).text();
  signInActionId =
    /name="\$ACTION_1:0" value="\{&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(html)?.[1] ?? '';
});

test.afterAll(async () => {
  await server?.stop();
});

interface RawAnswer {
  status: number;
  body: string;
}

/** Sends exactly the bytes asked for: fetch would normalise the path and refuse odd methods. */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<RawAnswer> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    // A connection per request: reusing one the server closed would fail on our side, not its.
    const request = httpRequest(
      { host: '127.0.0.1', port, method, path, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    // Node's client reports any answer to CONNECT as a tunnel, not a response: take its status.
    request.on('connect', (response, socket) => {
      socket.destroy();
      resolve({ status: response.statusCode ?? 0, body: '' });
    });
    request.setTimeout(30_000, () => request.destroy(new Error(`${method} ${path} timed out`)));
    request.on('error', (error) =>
      reject(new Error(`${method} ${path}: ${error.message}\nServer said:\n${server.output().slice(-2000)}`)),
    );
    request.end(body);
  });
}

/** Characters Node will not put on the request line are %-escaped; everything else goes raw. */
const onTheWire = (path: string) =>
  [...path].map((char) => (/[\u0021-\u00ff]/.test(char) ? char : encodeURIComponent(char))).join('');

const nastySegment = fc.oneof(
  fc.constantFrom(
    '%',
    '%zz',
    '%E0%A4%A',
    '..%2F..',
    '%2e%2e',
    '..',
    '%00',
    '%2F',
    'a%2Fb',
    '%C0%AF',
    '~',
    '',
  ),
  fc.string({ maxLength: 12 }),
  fc.webSegment(),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
);
const town = fc.constantFrom(...municipalities.map((municipality) => municipality.slug));
const query = fc.oneof(
  fc.constant(''),
  fc.webQueryParameters().map((text) => `?${text}`),
  fc
    .tuple(
      fc.constantFrom('brand', 'price', 'seats', 'page', 'sort', 'q', 'status', 'ids', 'add', 'diff'),
      nastySegment,
    )
    .map(([key, value]) => `?${key}=${value}`),
);

const path = fc
  .tuple(
    fc.oneof(
      nastySegment.map((id) => `/api/vehicles/${id}`),
      fc.constant('/api/vehicles'),
      fc.constant('/api/contact'),
      nastySegment.map((id) => `/vehicles/${id}`),
      nastySegment.map((id) => `/vehicle/${id}`),
      town.map((slug) => `/${slug}`),
      town.map((slug) => `/${slug}/rentals`),
      nastySegment.map((slug) => `/${slug}/rentals`),
      nastySegment.map((file) => `/images/vehicles/${file}`),
      nastySegment.map((file) => `/images/scenes/${file}`),
      nastySegment.map((file) => `/images/maps/${file}`),
      nastySegment.map((url) => `/_next/image?url=${url}&w=64&q=75`),
      fc.tuple(nastySegment, nastySegment).map(([id, file]) => `/photos/${id}/${file}`),
      fc.constantFrom(
        '/inventory',
        '/compare',
        '/contact',
        '/thank-you',
        '/healthz',
        '/feeds/merchant.xml',
        '/feeds/inventory.csv',
      ),
      nastySegment.map((rest) => `/admin/${rest}`),
      fc.constantFrom(
        '/admin',
        '/admin/sign-in',
        '/admin/inventory',
        '/admin/inventory/new',
        '/admin/export',
      ),
    ),
    query,
  )
  .map(([base, search]) => onTheWire(base + search));

const enquiryLike = fc.record(
  {
    firstName: fc.oneof(fc.string(), fc.constant('Pat\r\nBcc: x@example.com'), fc.integer()),
    lastName: fc.string(),
    email: fc.oneof(fc.emailAddress(), fc.string()),
    phone: fc.string(),
    interest: fc.oneof(fc.constantFrom('sales', 'rentals', 'nope'), fc.string()),
    message: fc.string({ maxLength: 300 }),
    vehicleId: nastySegment,
    topic: fc.string(),
  },
  { requiredKeys: [] },
);

const body = fc.oneof(
  fc.constant(undefined),
  enquiryLike.map((value) => ({ type: 'application/json', bytes: Buffer.from(JSON.stringify(value)) })),
  enquiryLike.map((value) => ({
    type: 'application/x-www-form-urlencoded',
    bytes: Buffer.from(new URLSearchParams(Object.entries(value).map(([k, v]) => [k, String(v)])).toString()),
  })),
  fc.jsonValue().map((value) => ({ type: 'application/json', bytes: Buffer.from(JSON.stringify(value)) })),
  fc.string().map((text) => ({ type: 'application/json', bytes: Buffer.from(text) })),
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => ({
    type: 'multipart/form-data; boundary=----fuzz',
    bytes: Buffer.from(bytes),
  })),
  fc.tuple(fc.string(), fc.string()).map(([name, value]) => ({
    type: 'multipart/form-data; boundary=----fuzz',
    bytes: Buffer.from(
      `------fuzz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n------fuzz--\r\n`,
    ),
  })),
  fc.string().map((text) => ({ type: 'text/plain', bytes: Buffer.from(text) })),
);

const method = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('GET', 'POST', 'HEAD') },
  {
    weight: 2,
    arbitrary: fc.constantFrom('PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'CONNECT'),
  },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Z]{1,10}$/) },
);

const extraHeaders = fc.record(
  {
    accept: fc.constantFrom('text/html', 'application/json', '*/*', 'text/x-component', 'image/webp', ''),
    cookie: fc.oneof(
      fc.string().map((value) => `staff_session=${encodeURIComponent(value)}`),
      fc.constant('staff_session='),
    ),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'br;q=0', 'identity', 'x-unknown'),
    // Forged on purpose: an attacker writes this header, and no value of it may break a page.
    'x-forwarded-for': fc.string({ maxLength: 40 }).map((value) => value.replace(/[^\x21-\x7e ]/g, '')),
    range: fc.constantFrom('bytes=0-10', 'bytes=-5', 'bytes=99999999-', 'nonsense'),
    rsc: fc.constant('1'),
    'next-router-state-tree': fc.string({ maxLength: 40 }).map(encodeURIComponent),
  },
  { requiredKeys: [] },
);

const stackTrace = /\n\s+at [^\n]+:\d+:\d+|node_modules\/|webpack-internal:|\.tsx?:\d+:\d+/;

function check(request: string, answer: RawAnswer): void {
  expect(answer.status, `${request} answered ${answer.status}: ${answer.body.slice(0, 300)}`).toBeLessThan(
    500,
  );
  expect(stackTrace.test(answer.body), `${request} showed a stack trace`).toBe(false);
}

test('random requests to the public routes never get a 5xx or a stack trace', async () => {
  test.setTimeout(300_000);
  await fc.assert(
    fc.asyncProperty(method, path, extraHeaders, body, async (verb, target, headers, payload) => {
      const allHeaders: Record<string, string> = { ...headers };
      if (payload && verb !== 'GET' && verb !== 'HEAD') allHeaders['content-type'] = payload.type;
      const answer = await send(
        verb,
        target,
        allHeaders,
        verb === 'GET' || verb === 'HEAD' ? undefined : payload?.bytes,
      );
      check(`${verb} ${target}`, answer);
    }),
    { numRuns: 350, endOnFailure: true },
  );
});

test('random posts to the admin server actions never get a 5xx and never sign anyone in', async () => {
  test.setTimeout(300_000);
  expect(signInActionId).not.toBe('');
  const actionId = fc.oneof(
    { weight: 3, arbitrary: fc.constant(signInActionId) },
    { weight: 1, arbitrary: fc.stringMatching(/^[0-9a-f]{0,42}$/) },
    { weight: 1, arbitrary: fc.string({ maxLength: 50 }).map(encodeURIComponent) },
  );
  const target = fc.constantFrom(
    '/admin/sign-in',
    '/admin',
    '/admin/inventory',
    '/admin/inventory/new',
    '/contact',
  );
  await fc.assert(
    fc.asyncProperty(actionId, target, body, fc.boolean(), async (id, where, payload, sameOrigin) => {
      const headers: Record<string, string> = {
        'next-action': id,
        accept: 'text/x-component',
        origin: sameOrigin ? server.url : 'https://attacker.example',
      };
      if (payload) headers['content-type'] = payload.type;
      const answer = await send('POST', where, headers, payload?.bytes);
      check(`action ${id} at ${where}`, answer);
    }),
    { numRuns: 200, endOnFailure: true },
  );
  const sessions = await fetch(`${server.url}/admin`, { redirect: 'manual' });
  expect(sessions.status).toBe(307);
});

test('a form posted from a page kept open across a new release (an action this build does not know) gets the 404 page', async () => {
  for (const where of ['/contact', '/admin/sign-in']) {
    const answer = await fetch(`${server.url}${where}`, {
      method: 'POST',
      headers: {
        'next-action': 'f'.repeat(42),
        accept: 'text/x-component',
        origin: server.url,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'firstName=Kept',
    });
    expect(answer.status, where).toBe(404);
    expect(await answer.text(), where).toContain('404 Page Not Found');
  }
  // Drawn whole: not an error in the log for a page Next draws outside the root layout.
  expect(server.output()).not.toContain('DealerPhoneProvider');
});

test('a page post declaring far more than its forms send is answered 413 at once, before the rest of it is sent', async () => {
  const { hostname, port } = new URL(server.url);
  for (const [path, length] of [
    ['/contact', 30_000_000],
    ['/admin/staff', 5_000_000],
  ] as const) {
    // A kilobyte of the body, then nothing: an answer that waited for the rest would never come.
    const answer = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = connect(Number(port), hostname, () =>
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
            `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${length}\r\n\r\n` +
            'note='.padEnd(1024, 'x'),
        ),
      );
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString('utf8');
        if (received.includes('send it again.')) socket.destroy();
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
    });
    expect(answer, path).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer, path).toContain('Payload Too Large: a form here sends at most');
  }
});

test('a page post sent in chunks, its length unsaid, is read under its forms’ limit: past it 413, within it answered as if its length were said', async () => {
  // The sign-in form as a browser without JavaScript posts it, with a password that is wrong.
  const html = await (await fetch(`${server.url}/admin/sign-in`)).text();
  const hidden = [...html.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g)].map(
    ([, name, value = '']) => [name!, value.replaceAll('&quot;', '"')] as const,
  );
  expect(hidden.some(([name]) => name.startsWith('$ACTION_'))).toBe(true);
  const multipart = (fields: readonly (readonly [string, string])[]) =>
    Buffer.from(
      fields
        .map(
          ([name, value]) => `--edge\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join('') + '--edge--\r\n',
    );
  const signIn = multipart([...hidden, ['email', 'nobody@dealer.test'], ['password', 'not the password']]);
  const type = { 'content-type': 'multipart/form-data; boundary=edge', origin: server.url };
  const told = 'That e-mail and password do not match a staff account.';
  const withLength = await send('POST', '/admin/sign-in', type, signIn);
  const inChunks = await send('POST', '/admin/sign-in', { ...type, 'transfer-encoding': 'chunked' }, signIn);
  expect(withLength.body).toContain(told);
  expect(inChunks).toEqual({ status: withLength.status, body: expect.stringContaining(told) });
  // Three megabytes of a note, in chunks: refused by size, not read on and echoed back.
  const long = multipart([...hidden, ['note', 'n'.repeat(3 * 1024 * 1024)]]);
  const refused = await send('POST', '/contact', { ...type, 'transfer-encoding': 'chunked' }, long);
  expect(refused.status).toBe(413);
  expect(refused.body).toMatch(/^Payload Too Large: a form here sends at most \d+ KB/);
});

test('a compressed post is refused unread with 415, saying why, at a page and at an API', async () => {
  for (const [path, type, body] of [
    ['/api/contact', 'application/json', JSON.stringify({ firstName: 'Gzip' })],
    ['/contact', 'application/x-www-form-urlencoded', 'firstName=Gzip'],
  ] as const) {
    const answer = await send(
      'POST',
      path,
      { 'content-type': type, 'content-encoding': 'gzip', origin: server.url },
      gzipSync(body),
    );
    expect(answer.status, path).toBe(415);
    expect(answer.body, path).toMatch(/^Unsupported Media Type: send the body uncompressed/);
  }
});

test('the addresses a probe once broke answer as they should, never 5xx', async () => {
  const answers: Record<string, number> = {};
  const cases: [string, number][] = [
    // Next's image resizer, which no page uses: off.
    ['/_next/image?url=/%E0%A4%A&w=64&q=75', 404],
    ['/_next/image?url=/admin&w=64&q=75', 404],
    // The /vehicle alias moves the id over as it came, not escaped twice; no id is this long.
    ['/vehicle/%C3%A9', 308],
    [`/vehicle/${'%C3%A9'.repeat(2000)}`, 404],
    // Scenes are only the ones drawn.
    ['/images/scenes/scene-0.svg', 200],
    ['/images/scenes/anything-at-all.svg', 404],
    ['/images/scenes/scene-99.svg', 404],
  ];
  for (const [target] of cases) answers[target] = (await send('GET', target, {})).status;
  expect(answers).toEqual(Object.fromEntries(cases));
  const moved = await fetch(`${server.url}/vehicle/%C3%A9`, { redirect: 'manual' });
  expect(moved.headers.get('location')).toMatch(/\/vehicles\/%C3%A9$/);
});

test('OPTIONS names the methods an address takes, and any other is refused with them, not an empty 405', async () => {
  for (const path of [
    '/inventory',
    '/feeds/inventory.csv',
    '/api/vehicles',
    '/api/contact',
    '/admin/inventory/photos/upload',
  ]) {
    const allowed = allowedMethods(path);
    // Next refused OPTIONS on a page with a 400.
    const options = await fetch(`${server.url}${path}`, { method: 'OPTIONS' });
    expect(options.status, path).toBe(204);
    expect(options.headers.get('allow'), path).toBe(allowed.join(', '));
    // PUT, which the site serves nowhere, is refused the same way, naming this address's methods.
    for (const method of ['GET', 'POST', 'PUT'].filter((name) => !allowed.includes(name))) {
      // Next answered these with an empty 405 and no Allow.
      const refused = await fetch(`${server.url}${path}`, {
        method,
        body: method === 'GET' ? undefined : 'x',
      });
      expect(refused.status, `${method} ${path}`).toBe(405);
      expect(refused.headers.get('allow'), `${method} ${path}`).toBe(allowed.join(', '));
      expect(await refused.text()).toMatch(
        new RegExp(`^Method Not Allowed: this address takes .+, not ${method}\\.$`),
      );
    }
  }
});
