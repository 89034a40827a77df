import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { e2eStaff } from '../../playwright.config';
import { durationLabel } from '../../src/features/service/service-shop';
import { spawnServer, startAppServer, startExpectingStop } from '../support/app-server';
import { expect, test, type BrowserContext, type Page } from '../support/browser-test';
import { freePort } from '../support/free-port';
import { connectSeparately } from '../support/separate-connection';
import { signInAsStaff } from '../support/staff-session';

/**
 * The production server as a process: what happens when it is killed, stopped, or lied to about
 * who is asking. Each test starts servers of its own from the harness's build.
 */

const enquiry = (index: number) => ({
  firstName: 'Burst',
  lastName: `Visitor${index}`,
  email: `burst${index}@example.com`,
  phone: '732-555-0199',
  interest: 'sales',
  message: `Enquiry number ${index} of a burst, please call me back.`,
});

async function postEnquiry(url: string, index: number, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(enquiry(index)),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as { id?: string } };
}

function temporaryDatabase() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dealer-faults-'));
  return {
    url: `file:${path.join(dir, 'site.db')}`,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

test('kill -9 in the middle of a burst of enquiries loses none that was answered 201', async () => {
  test.setTimeout(120_000);
  const database = temporaryDatabase();
  // Mail is configured but its server is down: every lead's messages must be queued with it.
  const server = await startAppServer({
    DATABASE_URL: database.url,
    CONTACT_RATE_LIMIT: '100000',
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
    LEADS_TO: 'sales@dealer.test',
  });
  const answered: string[] = [];
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (next < 400) {
      const index = next++;
      try {
        const { status, body } = await postEnquiry(server.url, index);
        if (status === 201 && body.id) answered.push(body.id);
        else if (!killed) throw new Error(`Enquiry ${index} answered ${status}`);
      } catch (error) {
        if (!killed) throw error;
      }
      if (answered.length >= 120 && !killed) {
        killed = true;
        server.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: 24 }, worker));
  expect((await server.exited).signal).toBe('SIGKILL');
  expect(answered.length).toBeGreaterThanOrEqual(120);

  const db = connectSeparately(database.url);
  try {
    const stored = await db.selectFrom('leads').select('id').where('id', 'in', answered).execute();
    expect(stored).toHaveLength(answered.length);
    // Each stored lead came with its e-mails, in the same transaction.
    const queued = await db
      .selectFrom('outbox')
      .select((eb) => ['lead_id', eb.fn.countAll().as('messages')])
      .where('lead_id', 'in', answered)
      .groupBy('lead_id')
      .execute();
    expect(queued).toHaveLength(answered.length);
  } finally {
    await db.destroy();
    database.remove();
  }
});

test('SIGTERM stops taking requests, finishes the one in flight, and exits 0', async () => {
  const database = temporaryDatabase();
  // Its info log says when the stop signal arrives and how many requests it holds then.
  const server = await startAppServer({
    DATABASE_URL: database.url,
    CONTACT_RATE_LIMIT: '1000',
    LOG_LEVEL: 'info',
  });
  const { port } = new URL(server.url);
  const body = JSON.stringify(enquiry(1));
  const stopLogged = async () => {
    while (!server.output().includes('"msg":"stopping"'))
      await new Promise((resolve) => setTimeout(resolve, 50));
  };
  // An enquiry whose body is still arriving when the stop signal comes. With "Expect:
  // 100-continue" the server says when it has taken the request (Node answers 100 as it hands the
  // request over), so the signal is sent exactly then, and the rest of the body only once the
  // server has logged that it is stopping.
  const inFlight = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/contact',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          expect: '100-continue',
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.on('continue', () => {
      request.write(body.slice(0, 20));
      server.child.kill('SIGTERM');
      stopLogged().then(() => request.end(body.slice(20)), reject);
    });
    request.flushHeaders();
  });
  const answer = await inFlight;
  // The enquiry was held when the signal came (the start-up's health check may still be closing
  // its connection on a slow machine, so it can be one of two).
  expect(server.output()).toMatch(/"inFlight":[12],"msg":"stopping"/);
  expect(answer.status).toBe(201);
  const { id } = JSON.parse(answer.text) as { id: string };
  // New connections are refused once it has stopped listening.
  await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  expect(await server.exited).toEqual({ code: 0, signal: null });
  const db = connectSeparately(database.url);
  try {
    expect(await db.selectFrom('leads').select('id').where('id', '=', id).executeTakeFirst()).toEqual({ id });
  } finally {
    await db.destroy();
    database.remove();
  }
});

test('every request gets its id and one log line, stored pages included, all written by the time the server stops', async () => {
  const server = await startAppServer({ LOG_LEVEL: 'info' });
  try {
    // Each on a kept-alive connection of its own, as a browser opens one: after the first, the page
    // is stored, and a new connection's plain GET is answered by the stored-page lane (decision 19).
    const ask = (headers: Record<string, string>) =>
      new Promise<{ status: number; id: string; cache: string; headerNames: string[] }>((resolve, reject) => {
        const agent = new Agent({ keepAlive: true });
        const call = httpRequest(`${server.url}/about`, { agent, headers }, (response) => {
          response.resume();
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              id: String(response.headers['x-request-id']),
              cache: String(response.headers['x-cache']),
              headerNames: response.rawHeaders.filter((_, index) => index % 2 === 0),
            }),
          );
          response.on('close', () => agent.destroy());
        });
        call.on('error', reject);
        call.end();
      });
    const answers = [await ask({}), await ask({}), await ask({ 'x-request-id': 'proxy-given-id-42' })];
    expect(answers.map((answer) => answer.cache)).toEqual(['MISS', 'HIT', 'HIT']);
    // The stored ones from the lane, which spells the headers Node adds in lower case ("Keep-Alive"
    // from Node).
    expect(answers.map((answer) => answer.headerNames.includes('keep-alive'))).toEqual([false, true, true]);
    expect(answers[2]!.id).toBe('proxy-given-id-42');
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(3);

    // A client gone before its body arrived was answered nothing, and its line says so (499), not 200.
    await new Promise<void>((resolve, reject) => {
      const { hostname, port } = new URL(server.url);
      const socket = connect(Number(port), hostname, () => {
        socket.write(
          'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a"',
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 500);
      });
      socket.on('error', reject);
    });
    await expect
      .poll(() => server.output().includes('"path":"/api/contact"'), { timeout: 10_000 })
      .toBe(true);

    // Stopped at once: lines still waiting to be written go out before the process exits.
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"msg":"request"') && line.includes('"path":"/about"'))
      .map(
        (line) => JSON.parse(line) as { requestId: string; status: number; cache: string; method: string },
      );
    expect(
      lines.map(({ requestId, status, cache, method }) => ({ requestId, status, cache, method })),
    ).toEqual(
      answers.map((answer) => ({ requestId: answer.id, status: 200, cache: answer.cache, method: 'GET' })),
    );
    const abandoned = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"msg":"request"') && line.includes('"path":"/api/contact"'))
      .map((line) => (JSON.parse(line) as { status: number }).status);
    expect(abandoned).toEqual([499]);
  } finally {
    if (server.child.exitCode === null) await server.stop('SIGKILL');
  }
});

test('a keep-alive connection left idle longer than a proxy waits still carries the next request', async ({
  baseURL,
}) => {
  test.setTimeout(60_000);
  // One socket, kept: a reverse proxy's upstream pool behaves like this between visitors.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<{ status: number; reusedSocket: boolean }>((resolve, reject) => {
      const request = httpRequest(`${baseURL}/healthz`, { agent }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, reusedSocket: request.reusedSocket }),
        );
      });
      request.on('error', reject);
      request.end();
    });
  try {
    expect(await get()).toEqual({ status: 200, reusedSocket: false });
    // Past Node's default of 5 s, when a server closing the socket races the client's next request.
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(await get()).toEqual({ status: 200, reusedSocket: true });
  } finally {
    agent.destroy();
  }
});

test('npm start exits non-zero when its server dies unasked, and 0 when asked to stop', async () => {
  test.setTimeout(120_000);
  const crashed = await startAppServer({}, { entry: 'npm-start' });
  const [serverPid] = childProcesses(crashed.child.pid!);
  process.kill(serverPid!, 'SIGKILL');
  expect((await crashed.exited).code).not.toBe(0);

  const stopped = await startAppServer({}, { entry: 'npm-start' });
  expect(await stopped.stop('SIGTERM')).toEqual({ code: 0, signal: null });
});

test('a server killed while Next is still starting takes its app process with it', async () => {
  test.setTimeout(120_000);
  const server = await spawnServer({}, 'server');
  const front = server.child.pid!;
  await expect.poll(() => childProcesses(front), { intervals: [10], timeout: 30_000 }).toHaveLength(1);
  const [app] = childProcesses(front);
  process.kill(front, 'SIGKILL');
  await server.exited;
  try {
    // Killed before the app process was ready, its app process lived on alone, deaf to SIGTERM.
    await expect.poll(() => processAlive(app!), { timeout: 20_000 }).toBe(false);
  } finally {
    if (processAlive(app!)) process.kill(app!, 'SIGKILL');
  }
});

test('a SQLite database that cannot be opened stops npm start within seconds, naming DATABASE_URL and why', async () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dealer-unusable-'));
  try {
    const notADatabase = path.join(dir, 'site.db');
    writeFileSync(notADatabase, randomBytes(8192));
    const fileInTheWay = path.join(dir, 'plain-file');
    writeFileSync(fileInTheWay, 'not a folder');
    for (const [file, cause] of [
      // Node's own recursive mkdir never returned here: the server hung, deaf to SIGTERM.
      ['/proc/no-such-folder/site.db', "ENOENT: no such file or directory, mkdir '/proc/no-such-folder'"],
      [path.join(fileInTheWay, 'site.db'), 'unable to open database file'],
      [notADatabase, 'file is not a database'],
    ]) {
      const stopped = await startExpectingStop({ DATABASE_URL: `file:${file}` });
      expect(stopped.code, file).toBe(1);
      expect(stopped.output).toContain(`DATABASE_URL=file:${file} cannot be used: ${cause}`);
      expect(stopped.elapsedMs).toBeLessThan(30_000);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a wrong setting stops npm start within seconds, naming the variable, rather than serve 500s', async () => {
  test.setTimeout(120_000);
  for (const [settings, named] of [
    // Payments half configured: a key without the webhook's secret could take money unrecorded.
    [{ STRIPE_SECRET_KEY: 'sk_test_half_configured' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ CONTACT_RATE_LIMIT: 'many' }, 'CONTACT_RATE_LIMIT'],
  ] as const) {
    const stopped = await startExpectingStop(settings);
    expect(stopped.code, named).toBe(1);
    expect(stopped.output).toContain('The server cannot start');
    expect(stopped.output).toContain(named);
    expect(stopped.elapsedMs).toBeLessThan(30_000);
  }
});

/** The processes a process started, by pid. */
function childProcesses(parentPid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(parentPid)])
      .toString()
      .trim()
      .split('\n')
      .map(Number)
      .filter((pid) => pid > 0);
  } catch {
    return [];
  }
}

/** Running: not ended, nor ended and waiting to be collected (PID 1 of a container may never). */
function processAlive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

test('WEB_CONCURRENCY=2 serves from two processes, replaces one that dies, and stops both on SIGTERM', async () => {
  test.setTimeout(180_000);
  const server = await startAppServer({ WEB_CONCURRENCY: '2', LOG_LEVEL: 'info' });
  try {
    const primary = server.child.pid!;
    await expect.poll(() => childProcesses(primary).length, { timeout: 60_000 }).toBe(2);
    const first = childProcesses(primary);

    // Each request on a new connection: the primary hands connections to the processes in turn.
    const onNewConnection = () =>
      new Promise<number>((resolve, reject) => {
        const call = httpRequest(`${server.url}/about`, { agent: false }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        call.on('error', reject);
        call.end();
      });
    const servedBy = () =>
      new Set(
        [...server.output().matchAll(/"pid":(\d+)[^\n]*"path":"\/about"/g)].map((match) => Number(match[1])),
      );
    // The second process is forked at once but listens only once Next is ready: ask until both answer.
    await expect
      .poll(
        async () => {
          expect(await onNewConnection()).toBe(200);
          return servedBy().size;
        },
        { timeout: 60_000 },
      )
      .toBe(2);
    expect([...servedBy()].sort()).toEqual([...first].sort());

    process.kill(first[0]!, 'SIGKILL');
    await expect
      .poll(() => childProcesses(primary).filter((pid) => !first.includes(pid)).length, { timeout: 60_000 })
      .toBe(1);
    // A new connection, as a new visitor makes: fetch's pool may still hold the killed process's socket.
    expect(await onNewConnection()).toBe(200);

    const running = childProcesses(primary);
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    for (const pid of running) expect(processAlive(pid), `process ${pid}`).toBe(false);
  } finally {
    if (server.child.exitCode === null) await server.stop('SIGKILL');
  }
});

const yearInSeconds = String(365 * 24 * 60 * 60);

test('limits key on the connection, not on an X-Forwarded-For the client wrote', async () => {
  // The limit counts in fixed windows: one a year long puts no window's end inside the test, where
  // the count would start again (it did, once, on a CI run that crossed a ten-minute mark).
  const server = await startAppServer({
    CONTACT_RATE_LIMIT: '2',
    CONTACT_RATE_WINDOW_SECONDS: yearInSeconds,
  });
  try {
    const answers = [];
    for (let index = 0; index < 4; index++)
      answers.push(
        (await postEnquiry(server.url, index, { 'x-forwarded-for': `198.51.100.${index}` })).status,
      );
    expect(answers).toEqual([201, 201, 429, 429]);
  } finally {
    await server.stop();
  }
});

test('behind a trusted proxy (TRUST_PROXY=1) each client is the address the proxy appended', async () => {
  const server = await startAppServer({
    CONTACT_RATE_LIMIT: '2',
    CONTACT_RATE_WINDOW_SECONDS: yearInSeconds,
    TRUST_PROXY: '1',
  });
  try {
    // The proxy appends the address it saw; whatever the client put in front is ignored.
    const viaProxy = (client: string, claimed: string) =>
      postEnquiry(server.url, 0, { 'x-forwarded-for': `${claimed}, ${client}` }).then(
        (answer) => answer.status,
      );
    expect(await viaProxy('203.0.113.1', '1.1.1.1')).toBe(201);
    expect(await viaProxy('203.0.113.1', '2.2.2.2')).toBe(201);
    expect(await viaProxy('203.0.113.1', '3.3.3.3')).toBe(429);
    expect(await viaProxy('203.0.113.2', '1.1.1.1')).toBe(201);
  } finally {
    await server.stop();
  }
});

test('the sign-in form tells a client past the limit when to try again, whatever address it claims', async ({
  page,
}) => {
  const server = await startAppServer({
    SIGN_IN_RATE_LIMIT: '2',
    ADMIN_EMAIL: e2eStaff.email,
    ADMIN_PASSWORD: e2eStaff.password,
  });
  try {
    const attempt = async (password: string, claimedAddress: string) => {
      // The attacker's move under test: a new claimed address for every attempt.
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': claimedAddress });
      await page.goto(`${server.url}/admin/sign-in`);
      await page.getByLabel('E-mail').fill(e2eStaff.email);
      await page.getByLabel('Password').fill(password);
      const answered = page.waitForResponse((response) => response.request().method() === 'POST');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await answered;
      return page.getByRole('alert').filter({ hasText: /\S/ });
    };
    await expect(await attempt('wrong password 1', '198.51.100.1')).toHaveText(/do not match/);
    await expect(await attempt('wrong password 2', '198.51.100.2')).toHaveText(/do not match/);
    // Even the right password, from a "new" address, waits.
    await expect(await attempt(e2eStaff.password, '198.51.100.3')).toHaveText(
      /Too many sign-in attempts\. Try again in \d+ minutes?\./,
    );
    await expect(page).toHaveURL(`${server.url}/admin/sign-in`);
  } finally {
    await server.stop();
  }
});

test('a booking form sent again lands on the booking it made, whatever is left of the client’s booking attempts', async ({
  browser,
}) => {
  const server = await startAppServer({
    BOOKING_RATE_LIMIT: '1',
    CONTACT_RATE_WINDOW_SECONDS: yearInSeconds,
  });
  try {
    const sendForm = async (context: BrowserContext, surname: string) => {
      const page = await context.newPage();
      const [job] = (await (await page.request.get('/api/service/jobs')).json()) as { id: string }[];
      await page.goto(`/services/appointment?job=${job!.id}`);
      await page.getByRole('group', { name: 'Drop-off day and window' }).getByRole('radio').first().check();
      await page.getByLabel('First name').fill('Jordan');
      await page.getByLabel('Last name').fill(surname);
      await page.getByLabel('E-mail').fill(`${surname.toLowerCase()}@example.com`);
      await page.getByLabel('Mobile phone').fill('908-555-0131');
      await page.getByLabel('Brand').fill('Club Car');
      await page.getByLabel('Model', { exact: true }).fill('Onward');
      await page.getByLabel('Model year').fill('2021');
      const sent = page.waitForRequest((request) => request.method() === 'POST');
      await page.getByRole('button', { name: 'Book this drop-off' }).click();
      return { page, post: await sent };
    };
    // Without JavaScript, so the form's post is a plain one that can be sent again as it was.
    const first = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
    const { page, post } = await sendForm(first, 'Resend');
    await page.waitForURL((url) => url.pathname.startsWith('/services/bookings/'));
    const booked = new URL(page.url()).pathname;

    // The same form sent again (a double tap, a resend after a dropped connection) is its booking.
    const again = await first.request.post(post.url(), {
      headers: { 'content-type': post.headers()['content-type']!, origin: server.url },
      data: post.postDataBuffer()!,
      maxRedirects: 0,
    });
    expect(again.status()).toBe(303);
    expect(new URL(again.headers().location!, server.url).pathname).toBe(booked);

    // A new booking from the same address is past the limit of one.
    const second = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
    const refused = await sendForm(second, 'Another');
    // Said as what it is, not as a field to fix.
    const tooMany = refused.page.getByRole('alert', { name: 'Not booked yet.' });
    await expect(tooMany).toContainText(/Too many bookings/);
    await expect(tooMany).not.toContainText(/fixing/);
    await expect(tooMany.getByRole('link')).toHaveCount(0);
    await first.close();
    await second.close();
  } finally {
    await server.stop();
  }
});

test('hours saved over a colleague’s say, before “Apply mine anyway”, where the days now differ from the form', async ({
  browser,
}) => {
  // A server of its own: the suite's others book against the shared workshop's hours.
  const folder = mkdtempSync(path.join(os.tmpdir(), 'dealer-hours-'));
  const databaseUrl = `file:${path.join(folder, 'site.db')}`;
  const server = await startAppServer({
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(folder, 'data'),
    ADMIN_EMAIL: e2eStaff.email,
    ADMIN_PASSWORD: e2eStaff.password,
  });
  try {
    const context = await browser.newContext({ baseURL: server.url });
    await signInAsStaff(context, server.url, e2eStaff.email, databaseUrl);
    const [mine, colleague] = [await context.newPage(), await context.newPage()];
    for (const page of [mine, colleague]) await page.goto('/admin/service/settings');
    const hoursForm = (page: Page) =>
      page.locator('form').filter({ has: page.getByRole('button', { name: 'Save the hours' }) });
    const wednesday = await hoursForm(colleague).getByLabel('Wednesday').inputValue();
    const friday = await hoursForm(mine).getByLabel('Friday').inputValue();
    await hoursForm(colleague)
      .getByLabel('Wednesday')
      .fill(String(Number(wednesday) + 1));
    await hoursForm(colleague).getByRole('button', { name: 'Save the hours' }).click();
    await expect(colleague.getByRole('status')).toContainText(/saved/i);

    await hoursForm(mine)
      .getByLabel('Friday')
      .fill(String(Number(friday) + 1));
    await hoursForm(mine).getByRole('button', { name: 'Save the hours' }).click();
    const refusal = hoursForm(mine).getByRole('alert');
    const said = (hours: string | number) => durationLabel(Number(hours) * 60);
    await expect(refusal).toContainText('someone changed this after you opened the page');
    await expect(refusal).toContainText(
      `Wednesday: ${said(Number(wednesday) + 1)} now, yours ${said(wednesday)}`,
    );
    await expect(refusal).toContainText(`Friday: ${said(friday)} now, yours ${said(Number(friday) + 1)}`);
    await context.close();
  } finally {
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
});
