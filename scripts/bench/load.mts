/** Throughput and latency under load, beside nginx serving the same bytes. */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import autocannon from 'autocannon';

import { freePort } from '../../tests/support/free-port';
import { duration, budgets } from './config.mts';
import { enquiry } from './enquiries.mts';
import { type PageType } from './pages.mts';
import { temporaryDir } from './servers.mts';

export interface LoadRow {
  target: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Bytes of one answer as sent, headers included (compressed when the page is). */
  bytesPerResponse: number;
  nginxRequestsPerSecond?: number;
  nginxBytesPerResponse?: number;
  ratioToNginx?: number;
  pass: boolean;
}

/** What every browser sends: pages are compared as visitors receive them, compressed. */
export const browserEncoding = { 'accept-encoding': 'gzip' };
export const bytesPerResponse = (result: autocannon.Result) =>
  Math.round(result.throughput.total / Math.max(1, result.requests.total));

export async function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return autocannon({ connections: 50, duration, ...options });
}

export async function runLoad(url: string, pages: PageType[], nginxUrl: string | undefined): Promise<LoadRow[]> {
  const targets = [
    ...['home', 'inventory', 'vehicle', 'town'].map((name) => {
      const page = pages.find((entry) => entry.name === name)!;
      return { target: page.path, options: { url: url + page.path, headers: browserEncoding }, page: true };
    }),
    { target: '/api/vehicles', options: { url: `${url}/api/vehicles` }, page: false },
    {
      target: 'POST /api/contact',
      options: {
        url: `${url}/api/contact`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(enquiry(0)),
      } as autocannon.Options,
      page: false,
    },
  ];
  const rows: LoadRow[] = [];
  for (const { target, options, page } of targets) {
    // Warm up: the first request renders, the rest are what a busy day looks like.
    await fetch(options.url).catch(() => undefined);
    const result = await cannon(options);
    const row: LoadRow = {
      target,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      bytesPerResponse: bytesPerResponse(result),
      pass: result.latency.p99 < budgets.p99Ms && result.errors === 0 && result.non2xx === 0,
    };
    if (page && nginxUrl) {
      const nginx = await cannon({ url: nginxUrl + staticName(target), headers: browserEncoding });
      // A ratio is only worth printing when nginx sent the page, not an error page.
      if (nginx.non2xx > 0 || nginx.errors > 0)
        throw new Error(`nginx answered ${nginx.non2xx} non-2xx and ${nginx.errors} errors for ${target}`);
      row.nginxRequestsPerSecond = Math.round(nginx.requests.average);
      row.nginxBytesPerResponse = bytesPerResponse(nginx);
      row.ratioToNginx =
        Math.round((row.requestsPerSecond / Math.max(1, row.nginxRequestsPerSecond)) * 100) / 100;
      if (row.ratioToNginx < budgets.nginxRatio) row.pass = false;
    }
    rows.push(row);
    console.log(
      `  ${target.padEnd(34)} ${String(row.requestsPerSecond).padStart(6)} req/s  p50 ${row.p50Ms} ms  p99 ${row.p99Ms} ms${row.ratioToNginx === undefined ? '' : `  nginx ${row.nginxRequestsPerSecond} req/s, ratio ${row.ratioToNginx}`}${row.errors || row.non2xx ? `  errors ${row.errors}, non-2xx ${row.non2xx}` : ''}`,
    );
  }
  return rows;
}

export const staticName = (pagePath: string) => (pagePath === '/' ? '/index.html' : `${pagePath}.html`);

/** nginx serving the same bytes (gzip, as our server sends them) from files, for the ratio. */
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
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  default_type text/html;
  gzip_static on;
  server { listen 127.0.0.1:${port}; root ${site}; }
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
