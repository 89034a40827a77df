/** Throughput and latency under load (wrk), beside nginx serving the same bytes. */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import autocannon from 'autocannon';

import { serverProcessCount } from '../../src/http-server/process-count';
import { freePort } from '../../tests/support/free-port';
import { budgets, duration, webConcurrency } from './config.mts';
import { enquiry } from './enquiries.mts';
import { type PageType } from './pages.mts';
import { temporaryDir } from './servers.mts';
import { ensureWrk, warmUp, wrk, wrkSideBySide, type WrkResult } from './wrk.mts';

/** One target's figures (bytes compressed when the page is), beside nginx's when measured. */
export interface LoadRow extends WrkResult {
  target: string;
  nginxRequestsPerSecond?: number;
  nginxBytesPerResponse?: number;
  ratioToNginx?: number;
  /** For a variant of a page (campaign query strings, request logging): its rate over the plain one's. */
  ratioToPlain?: number;
  note?: string;
  pass: boolean;
  /** Measured for comparison, with no budget of its own. */
  reference?: boolean;
}

/** What every browser sends: pages are compared as visitors receive them, compressed. */
export const browserEncoding = { 'accept-encoding': 'gzip' };
export const bytesPerResponse = (result: autocannon.Result) =>
  Math.round(result.throughput.total / Math.max(1, result.requests.total));

export async function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return autocannon({ connections: 50, duration, ...options });
}

export interface LoadFigures {
  rows: LoadRow[];
  /**
   * What the generator can drive on this machine: wrk's rate against nginx's empty answer, which
   * costs the server next to nothing (measured only when nginx is installed).
   */
  generatorCeiling?: number;
}

/** nginx's cheapest answer, a 204 with no body and no file read: for the generator's ceiling. */
export const emptyAnswerPath = '/empty';

/** The server process behind `npm start` (its only child), for its memory. */
function residentMegabytes(startPid: number | undefined): number | undefined {
  if (!startPid) return undefined;
  const child = spawnSync('pgrep', ['-P', String(startPid)]).stdout?.toString().trim().split('\n')[0];
  if (!child) return undefined;
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

function rowFrom(target: string, result: WrkResult | autocannon.Result, p99BudgetMs: number): LoadRow {
  const figures =
    'requestsPerSecond' in result
      ? result
      : {
          requestsPerSecond: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
          bytesPerResponse: bytesPerResponse(result),
        };
  return {
    target,
    ...figures,
    pass: figures.p99Ms < p99BudgetMs && figures.errors === 0 && figures.non2xx === 0,
  };
}

function printRow(row: LoadRow): void {
  console.log(
    `  ${row.target.padEnd(44)} ${String(row.requestsPerSecond).padStart(6)} req/s  p50 ${row.p50Ms} ms  p99 ${row.p99Ms} ms${row.ratioToNginx === undefined ? '' : `  nginx ${row.nginxRequestsPerSecond} req/s, ratio ${row.ratioToNginx}`}${row.note ? `  ${row.note}` : ''}${row.errors || row.non2xx ? `  errors ${row.errors}, non-2xx ${row.non2xx}` : ''}`,
  );
}

/** A run against nginx counts only if nginx answered every request with what it was asked for. */
function requireCleanNginxRun(run: WrkResult, what: string): void {
  if (run.non2xx > 0 || run.errors > 0)
    throw new Error(`nginx answered ${run.non2xx} non-2xx and ${run.errors} errors for ${what}`);
}

/** wrk against nginx's empty answer: the most the generator can drive on this machine. */
async function measureGeneratorCeiling(nginxUrl: string): Promise<number> {
  await warmUp(nginxUrl + emptyAnswerPath, {});
  const empty = await wrk(nginxUrl + emptyAnswerPath);
  requireCleanNginxRun(empty, 'its empty answer');
  console.log(`  wrk against nginx's empty answer (the generator's ceiling): ${empty.requestsPerSecond} req/s`);
  return empty.requestsPerSecond;
}

const ratio = (ours: number, theirs: number) => Math.round((ours / Math.max(1, theirs)) * 100) / 100;

export async function runLoad(
  server: { url: string; pid?: number },
  pages: PageType[],
  nginxUrl: string | undefined,
  withRequestLog?: () => Promise<{ url: string; stop: () => Promise<void> }>,
): Promise<LoadFigures> {
  ensureWrk();
  const { url } = server;
  const rows: LoadRow[] = [];
  for (const name of ['home', 'inventory', 'vehicle', 'town']) {
    const page = pages.find((entry) => entry.name === name)!;
    await warmUp(url + page.path, browserEncoding);
    if (!nginxUrl) {
      const row = rowFrom(page.path, await wrk(url + page.path, { headers: browserEncoding }), budgets.cachedP99Ms);
      rows.push(row);
      printRow(row);
      continue;
    }
    await warmUp(nginxUrl + staticName(page.path), browserEncoding);
    const [ours, nginx] = await wrkSideBySide(
      { url: url + page.path, headers: browserEncoding },
      { url: nginxUrl + staticName(page.path), headers: browserEncoding },
    );
    // A ratio is only worth printing when nginx sent the page, not an error page.
    requireCleanNginxRun(nginx, page.path);
    const row = rowFrom(page.path, ours, budgets.cachedP99Ms);
    row.nginxRequestsPerSecond = nginx.requestsPerSecond;
    row.nginxBytesPerResponse = nginx.bytesPerResponse;
    row.ratioToNginx = ratio(row.requestsPerSecond, nginx.requestsPerSecond);
    if (row.ratioToNginx < budgets.nginxRatio) row.pass = false;
    rows.push(row);
    printRow(row);
  }

  const generatorCeiling = nginxUrl ? await measureGeneratorCeiling(nginxUrl) : undefined;

  // Node's HTTP server sending the home page's bytes and headers, doing nothing else: what any
  // server built on its request and response objects can reach. The stored-page lane writes
  // stored pages below them (decision 19), so ours may pass it.
  if (nginxUrl) {
    const home = pages.find((entry) => entry.name === 'home')!;
    const floor = await startBareNode(url + home.path);
    try {
      await warmUp(floor.url, browserEncoding);
      await warmUp(nginxUrl + staticName(home.path), browserEncoding);
      const [bare, nginx] = await wrkSideBySide(
        { url: floor.url, headers: browserEncoding },
        { url: nginxUrl + staticName(home.path), headers: browserEncoding },
      );
      const row = rowFrom(`${home.path} from a bare Node.js server`, bare, budgets.cachedP99Ms);
      row.nginxRequestsPerSecond = nginx.requestsPerSecond;
      row.ratioToNginx = ratio(row.requestsPerSecond, nginx.requestsPerSecond);
      row.note = "node:http's writeHead and end sending the page's stored bytes, nothing else";
      row.reference = true;
      rows.push(row);
      printRow(row);
    } finally {
      floor.stop();
    }
  }

  // Paid traffic: a landing page asked for with ten thousand different campaign query strings.
  const landing = pages.find((entry) => entry.name === 'brand')!;
  await warmUp(url + landing.path, browserEncoding);
  const memoryBefore = residentMegabytes(server.pid);
  const [plain, campaignRun] = await wrkSideBySide(
    { url: url + landing.path, headers: browserEncoding },
    { url: url + landing.path, headers: browserEncoding, distinctQueries: 10_000 },
  );
  const campaign = rowFrom(`${landing.path}?utm_…&gclid=… (10,000 distinct)`, campaignRun, budgets.cachedP99Ms);
  const memoryAfter = residentMegabytes(server.pid);
  campaign.ratioToPlain = ratio(campaign.requestsPerSecond, plain.requestsPerSecond);
  campaign.note = `${plain.requestsPerSecond} req/s without a query; server ${memoryBefore ?? '?'} → ${memoryAfter ?? '?'} MB`;
  if (campaign.ratioToPlain < budgets.campaignRatio) campaign.pass = false;
  if (memoryBefore && memoryAfter && memoryAfter - memoryBefore > budgets.campaignMemoryGrowthMb)
    campaign.pass = false;
  rows.push(campaign);
  printRow(campaign);

  // One log line a request, as production writes it, against none: measured in turns, so that
  // the machine's drift over the run is not counted as the log's cost.
  if (withRequestLog) {
    const home = pages.find((entry) => entry.name === 'home')!;
    const logged = await withRequestLog();
    try {
      await warmUp(logged.url + home.path, browserEncoding);
      const [quiet, loggedRun] = await wrkSideBySide(
        { url: url + home.path, headers: browserEncoding },
        { url: logged.url + home.path, headers: browserEncoding },
      );
      const row = rowFrom(`${home.path} with a log line a request`, loggedRun, budgets.cachedP99Ms);
      row.ratioToPlain = ratio(row.requestsPerSecond, quiet.requestsPerSecond);
      row.note = `${quiet.requestsPerSecond} req/s without, in turns beside it`;
      if (row.ratioToPlain < 1 - budgets.requestLogCost) row.pass = false;
      rows.push(row);
      printRow(row);
    } finally {
      await logged.stop();
    }
  }

  await warmUp(`${url}/api/vehicles`, browserEncoding);
  const api = rowFrom('/api/vehicles', await wrk(`${url}/api/vehicles`, { headers: browserEncoding }), budgets.p99Ms);
  rows.push(api);
  printRow(api);
  // Posts go through autocannon, which builds each one's body: the server stores each enquiry and
  // answers 1,000-1,900 a second, well within what autocannon can send. Warmed up like the pages:
  // the first seconds of posts run the storing path before V8 has compiled it (p99 over 100 ms in
  // a cold run, about half that once warm).
  const posting = {
    url: `${url}/api/contact`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(enquiry(0)),
  };
  await cannon({ ...posting, duration: 2 });
  const post = rowFrom('POST /api/contact', await cannon(posting), budgets.p99Ms);
  rows.push(post);
  printRow(post);
  return { rows, generatorCeiling };
}

export const staticName = (pagePath: string) => (pagePath === '/' ? '/index.html' : `${pagePath}.html`);

/**
 * nginx serving the same bytes (gzip, as our server sends them) from files, for the ratio: with as
 * many workers as the site has server processes (WEB_CONCURRENCY), one process against one.
 */
export async function startNginx(
  url: string,
  pages: PageType[],
): Promise<{ url: string; stop: () => void } | undefined> {
  const binary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
  if (!binary) return undefined;
  const dir = temporaryDir('bench-nginx-');
  // nginx's workers run as an unprivileged user: a private temporary directory would answer 403.
  chmodSync(dir, 0o755);
  const site = path.join(dir, 'site');
  for (const page of pages) {
    const file = path.join(site, staticName(page.path));
    mkdirSync(path.dirname(file), { recursive: true });
    const html = Buffer.from(await (await fetch(url + page.path)).arrayBuffer());
    writeFileSync(file, html);
    // The level the response cache compresses with, so both sides send the same bytes.
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  }
  const port = await freePort();
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(
    config,
    `daemon off;
worker_processes ${serverProcessCount(webConcurrency)};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  default_type text/html;
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${site};
    location = ${emptyAnswerPath} { return 204; }
  }
}
`,
  );
  const child = spawn(binary, ['-c', config, '-p', dir], { stdio: 'ignore' });
  const nginxUrl = `http://127.0.0.1:${port}`;
  let answered = 0;
  for (let attempt = 0; attempt < 50 && answered !== 200; attempt++) {
    answered = await fetch(nginxUrl + staticName('/')).then(
      (response) => response.status,
      () => 0,
    );
    if (answered !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (answered !== 200) {
    child.kill('SIGTERM');
    throw new Error(`nginx did not serve the pages (last answer: ${answered || 'no connection'})`);
  }
  return {
    url: nginxUrl,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A node:http server in its own process that answers every request with the bytes and headers
 * our server sent for `pageUrl` (gzipped), and does nothing else.
 */
async function startBareNode(pageUrl: string): Promise<{ url: string; stop: () => void }> {
  const dir = temporaryDir('bench-bare-node-');
  const answer = await new Promise<{ headers: string[]; body: Buffer }>((resolve, reject) => {
    get(pageUrl, { headers: browserEncoding }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers: string[] = [];
        for (let index = 0; index < response.rawHeaders.length; index += 2) {
          const name = response.rawHeaders[index]!.toLowerCase();
          if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name))
            headers.push(name, response.rawHeaders[index + 1]!);
        }
        resolve({ headers, body: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });
  writeFileSync(path.join(dir, 'body'), answer.body);
  writeFileSync(path.join(dir, 'headers.json'), JSON.stringify(answer.headers));
  const port = await freePort();
  const program = `
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
const body = readFileSync(process.env.BODY);
const headers = JSON.parse(readFileSync(process.env.HEADERS, 'utf8'));
createServer((request, response) => {
  response.writeHead(200, headers);
  response.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', program], {
    env: { ...process.env, BODY: path.join(dir, 'body'), HEADERS: path.join(dir, 'headers.json'), PORT: String(port) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await fetch(url).then((response) => response.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
