import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';

import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

import { e2eStaff } from '../../playwright.config';
import { dealer } from '../../src/content/dealer';
import { pageError } from '../../src/content/page-error';
import { startAppServer, startExpectingStop, type AppServer } from '../support/app-server';
import { expect, test } from '../support/browser-test';
import {
  createPostgresDatabase,
  startPostgresCluster,
  type PostgresCluster,
} from '../support/postgres-cluster';
import { connectSeparately } from '../support/separate-connection';
import { SmtpSink } from '../support/smtp-sink';
import { signInAsStaff, writeStaffSession } from '../support/staff-session';
import { usd } from '../support/stock';

/**
 * Production server processes on a real PostgreSQL (a throwaway cluster): an outage and the
 * recovery from it, and two processes sharing one database as several boxes would.
 */

test.describe.configure({ mode: 'serial' });

let cluster: PostgresCluster;

test.beforeAll(async () => {
  cluster = await startPostgresCluster();
});

test.afterAll(() => {
  cluster?.destroy();
});

const newDatabase = () => createPostgresDatabase(cluster.url, `e2e_${randomBytes(5).toString('hex')}`);

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const status = (url: string) => fetch(url, { redirect: 'manual' }).then((response) => response.status);

const inventoryAnswers = (server: AppServer, code: number) =>
  waitFor(
    `the inventory page to answer ${code}`,
    async () => (await status(`${server.url}/inventory`)) === code,
  );

test('while PostgreSQL is down pages answer 503 with the phone number, the API JSON, and all recovers by itself', async ({
  page: browserPage,
  browser,
}) => {
  test.setTimeout(120_000);
  const server = await startAppServer({ DATABASE_URL: await newDatabase(), STOCK_POLL_MS: '200' });
  try {
    expect(await status(`${server.url}/inventory`)).toBe(200);
    // A visitor already reading a page when the database goes.
    const reader = await browser.newPage();
    await reader.goto(`${server.url}/about`);
    cluster.stopServer();

    await inventoryAnswers(server, 503);
    const page = await fetch(`${server.url}/inventory`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBeTruthy();
    const html = await page.text();
    expect(html).toContain(dealer.phone.display);
    expect(html).not.toMatch(/\n\s+at .+:\d+:\d+/);
    // What a visitor sees: the error panel with the way to call (not only the header's number).
    await browserPage.goto(`${server.url}/inventory`);
    await expect(
      browserPage.getByRole('heading', { level: 1, name: 'This page did not load' }),
    ).toBeVisible();
    await expect(browserPage.getByText(`help by phone at ${dealer.phone.display}`)).toBeVisible();
    // And without JavaScript: Next's error shell has an empty body that only its script fills in.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plainPage = await noScript.newPage();
      const answer = await plainPage.goto(`${server.url}/inventory`);
      expect(answer?.status()).toBe(503);
      await expect(
        plainPage.getByRole('heading', { level: 1, name: 'This page did not load' }),
      ).toBeVisible();
      await expect(plainPage.getByText(`help by phone at ${dealer.phone.display}`)).toBeVisible();
      await expect(plainPage.getByText(pageError.inventoryLoadError(503))).toBeVisible();
      await expect(plainPage.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/inventory');
    } finally {
      await noScript.close();
    }
    // The reader follows a link: the page's own error boundary shows the panel, phone number and
    // Call button included, inside the site's header and footer.
    await reader.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inventory' }).click();
    const panel = reader.getByRole('main');
    await expect(panel.getByRole('heading', { level: 1, name: 'This page did not load' })).toBeVisible();
    await expect(panel.getByText(`help by phone at ${dealer.phone.display}`)).toBeVisible();
    await expect(panel.getByRole('link', { name: `Call Now ${dealer.phone.display}` })).toHaveAttribute(
      'href',
      `tel:${dealer.phone.e164}`,
    );
    await expect(reader.getByRole('contentinfo')).toBeVisible();
    await reader.close();

    const api = await fetch(`${server.url}/api/vehicles`);
    expect(api.status).toBe(503);
    expect(((await api.json()) as { error: string }).error).toContain(dealer.phone.display);

    const enquiry = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Outage',
        lastName: 'Visitor',
        email: 'outage@example.com',
        phone: '732-555-0111',
        message: 'Sent while the database was down.',
      }),
    });
    expect(enquiry.status).toBe(503);
    expect(((await enquiry.json()) as { error: string }).error).toContain(dealer.phone.display);

    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ database: 'unreachable' });
    expect(server.child.exitCode).toBeNull();

    cluster.startServer();
    await inventoryAnswers(server, 200);
    const recovered = await fetch(`${server.url}/healthz`);
    expect(recovered.status).toBe(200);
    expect(await recovered.json()).toMatchObject({ database: 'reachable', outbox: { pending: 0 } });
  } finally {
    // Whatever happened above, leave the cluster running for the next test.
    try {
      cluster.startServer();
    } catch {
      // Already running.
    }
    await server.stop();
  }
});

test('a server started while PostgreSQL is down answers 503, not 500, and comes up by itself when it starts', async () => {
  test.setTimeout(120_000);
  const databaseUrl = await newDatabase();
  cluster.stopServer();
  let server: AppServer | undefined;
  try {
    server = await startAppServer(
      { DATABASE_URL: databaseUrl, DATABASE_RETRY_MS: '500' },
      { until: 'listening' },
    );
    const page = await fetch(`${server.url}/inventory`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain(dealer.phone.display);
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ database: 'unreachable' });
    expect(server.output()).toContain('The database is unreachable');

    cluster.startServer();
    const started = server;
    await waitFor(
      'the health check to answer 200',
      async () => (await status(`${started.url}/healthz`)) === 200,
    );
    await inventoryAnswers(started, 200);
    // The start it could not make at first has been made: the schema is migrated and the
    // catalogue seeded, so the stock is there.
    const vehicles = (await (await fetch(`${started.url}/api/vehicles`)).json()) as unknown[];
    expect(vehicles.length).toBeGreaterThan(0);
    await waitFor('the start to be logged', () =>
      Promise.resolve(started.output().includes('The database answers')),
    );
  } finally {
    try {
      cluster.startServer();
    } catch {
      // Already running.
    }
    await server?.stop();
  }
});

test('SIGTERM stops a server waiting for PostgreSQL within seconds', async () => {
  test.setTimeout(120_000);
  const databaseUrl = await newDatabase();
  cluster.stopServer();
  try {
    const server = await startAppServer(
      { DATABASE_URL: databaseUrl, DATABASE_RETRY_MS: '500' },
      { until: 'listening' },
    );
    // Requests in flight meanwhile, each waiting on the database.
    const pending = Array.from({ length: 3 }, () => fetch(`${server.url}/inventory`).catch(() => undefined));
    const asked = Date.now();
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(Date.now() - asked).toBeLessThan(10_000);
    await Promise.all(pending);
  } finally {
    cluster.startServer();
  }
});

test('a PostgreSQL that refuses the database or the user stops npm start at once, naming DATABASE_URL without its password', async () => {
  test.setTimeout(120_000);
  const noDatabase = new URL(cluster.url);
  noDatabase.pathname = '/no_such_database';
  const noUser = new URL(cluster.url);
  noUser.username = 'nobody_here';
  noUser.password = 'not-for-the-log';
  for (const [url, cause] of [
    [noDatabase, 'database "no_such_database" does not exist'],
    [noUser, 'role "nobody_here" does not exist'],
  ] as const) {
    const stopped = await startExpectingStop({ DATABASE_URL: url.href });
    expect(stopped.code, url.href).toBe(1);
    const line = stopped.output.split('\n').find((text) => text.startsWith('DATABASE_URL='));
    // Without the line, what the server said instead is the answer to why.
    if (line === undefined)
      throw new Error(`npm start stopped without a DATABASE_URL= line:\n${stopped.output}`);
    expect(line).toContain(cause);
    expect(line).toContain(`@${url.host}${url.pathname}`);
    expect(stopped.output).not.toContain('not-for-the-log');
    expect(stopped.elapsedMs).toBeLessThan(30_000);
  }
});

test('two processes on one PostgreSQL share sessions and limits, and send each e-mail exactly once', async () => {
  test.setTimeout(180_000);
  const sink = new SmtpSink();
  const smtpPort = await sink.start();
  const databaseUrl = await newDatabase();
  const shared = {
    DATABASE_URL: databaseUrl,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEADS_TO: 'sales@dealer.test',
    LEADS_ADF_TO: 'crm@dealer.test',
    ADMIN_EMAIL: e2eStaff.email,
    ADMIN_PASSWORD: e2eStaff.password,
    CONTACT_RATE_LIMIT: '3',
  };
  // Both start at once on the empty database: migrations and the seed must not trip over each other.
  const servers: AppServer[] = await Promise.all([startAppServer(shared), startAppServer(shared)]);
  const [first, second] = servers as [AppServer, AppServer];
  const db = connectSeparately(databaseUrl);
  try {
    // A session started through one process is good on the other.
    const token = await writeStaffSession(db);
    for (const server of servers) {
      const inbox = await fetch(`${server.url}/admin/leads`, {
        headers: { cookie: `staff_session=${token}` },
        redirect: 'manual',
      });
      expect(inbox.status).toBe(200);
      expect(await inbox.text()).toContain('Outgoing e-mail');
    }

    // Each client is a real connection from its own loopback address (Linux answers all of
    // 127.0.0.0/8): the servers key limits on the socket, as they do without a proxy in front.
    const post = (server: AppServer, client: string, index: number) =>
      new Promise<number>((resolve, reject) => {
        const { hostname, port } = new URL(server.url);
        const body = JSON.stringify({
          firstName: 'Shared',
          lastName: `Visitor${index}`,
          email: `shared${index}@example.com`,
          phone: '732-555-0122',
          message: `Enquiry ${index}, sent through one of two servers.`,
        });
        const sending = httpRequest(
          {
            host: hostname,
            port,
            path: '/api/contact',
            method: 'POST',
            localAddress: client,
            agent: false,
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        sending.on('error', reject);
        sending.end(body);
      });

    // One client's limit counts across both processes.
    expect([
      await post(first, '127.0.0.50', 100),
      await post(second, '127.0.0.50', 101),
      await post(first, '127.0.0.50', 102),
      await post(second, '127.0.0.50', 103),
    ]).toEqual([201, 201, 201, 429]);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => post(servers[index % 2]!, `127.0.1.${index + 1}`, index)),
    );
    expect(answers.every((answer) => answer === 201)).toBe(true);

    const leads = Number(
      (
        await db
          .selectFrom('leads')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(leads).toBe(23);
    await waitFor('every e-mail to be sent', async () => {
      const waiting = await db.selectFrom('outbox').select('id').where('status', '!=', 'sent').execute();
      return waiting.length === 0;
    });
    // A message is sent only by the process that claimed it, and each claim counts an attempt:
    // one attempt a message means no second process sent it too.
    const claims = await db.selectFrom('outbox').select('attempts').execute();
    expect(claims.map((row) => Number(row.attempts))).toEqual(claims.map(() => 1));
    const sent = sink.received.map((mail) => `${mail.envelopeTo.join(',')}|${mail.parsed.subject}`);
    expect(sent).toHaveLength(3 * leads);
    expect(new Set(sent).size).toBe(sent.length);
  } finally {
    await db.destroy();
    await Promise.all(servers.map((server) => server.stop()));
    await sink.stop();
  }
});

test('on PostgreSQL a CSV import is previewed, holds back a row exported before a sale, applies and undoes', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const databaseUrl = await newDatabase();
  const server = await startAppServer({
    DATABASE_URL: databaseUrl,
    ADMIN_EMAIL: e2eStaff.email,
    ADMIN_PASSWORD: e2eStaff.password,
  });
  const context = await browser.newContext({ baseURL: server.url });
  const db = connectSeparately(databaseUrl);
  try {
    await signInAsStaff(context, server.url, e2eStaff.email, databaseUrl);
    const page = await context.newPage();
    const morning = parse<Record<string, string>>(
      await (await page.request.get('/admin/inventory/export?brand=Denago')).text(),
      { columns: true, bom: true },
    );
    const [repriced, sold] = morning as [Record<string, string>, Record<string, string>];
    await page.goto(`/admin/inventory/${sold.id}`);
    await page.getByRole('button', { name: 'Mark sold' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Status set to sold.' })).toBeVisible();
    const priceOf = async (id: string) =>
      Number(
        (await db.selectFrom('vehicles').select('price').where('id', '=', id).executeTakeFirstOrThrow())
          .price,
      );
    const before = await priceOf(repriced.id!);

    await page.goto('/admin/inventory/import');
    const file = stringify(
      morning.map((row) => (row.id === repriced.id ? { ...row, price: String(before - 100) } : row)),
      { header: true },
    );
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await page.getByRole('button', { name: 'Check file' }).click();
    const preview = page.getByRole('region', { name: 'Preview of stock.csv' });
    await expect(preview).toContainText(`Price ${usd(before)} → ${usd(before - 100)}`);
    await expect(preview).toContainText('Status Sold → Available');
    expect(await priceOf(repriced.id!)).toBe(before);
    await preview.getByRole('button', { name: 'Apply this import' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Imported stock.csv' })).toContainText(
      '0 added, 1 changed',
    );
    expect(await priceOf(repriced.id!)).toBe(before - 100);
    const soldNow = await db
      .selectFrom('vehicles')
      .select('status')
      .where('id', '=', sold.id!)
      .executeTakeFirstOrThrow();
    expect(soldNow.status).toBe('sold');

    const history = page.getByRole('region', { name: 'Recent imports' });
    await history.getByText('Undo this import', { exact: true }).click();
    await history.getByRole('button', { name: 'Yes, undo this import' }).click();
    await expect(page.getByRole('region', { name: 'Recent imports' })).toContainText('Undone by');
    expect(await priceOf(repriced.id!)).toBe(before);
  } finally {
    await context.close();
    await db.destroy();
    await server.stop();
  }
});
