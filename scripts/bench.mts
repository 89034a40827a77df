/**
 * `npm run bench`: how fast the site is, against its budgets. Not part of `npm test` (the figures
 * depend on the machine). Builds (BENCH_SKIP_BUILD=1 reuses the last build), starts the production server with a temporary
 * database, and writes bench/results.md and bench/results.json:
 *
 * - Lighthouse (mobile, simulated throttling, Debian's Chromium) for every page type;
 * - throughput and latency with wrk (50 connections, 10 s) for cached pages, a landing page asked
 *   for with 10,000 campaign query strings, a page with a log line a request, and the API, beside
 *   the same HTML bytes served by nginx as static files when nginx is installed (wrk's rate there
 *   is the generator's ceiling); enquiry posts with autocannon;
 * - enquiries under load: 1,000 posts at 50 concurrent give exactly 1,000 leads and 3,000 queued
 *   e-mails, on SQLite and (when its binaries are installed) PostgreSQL;
 * - the inventory at scale: 5,000 vehicles, /inventory's HTML and data size, server time, and the
 *   time from a keystroke in the search box to the updated list;
 * - the rental desk's fleet calendar for a season: 60 carts by 120 days booked back to back,
 *   server time and the browser's load.
 *
 * Each section is a module of its own in scripts/bench/; this file runs them in order.
 *
 * Options (environment): BENCH_PORT (default 3900), BENCH_LIGHTHOUSE_RUNS (runs of each page and
 * of the floor beside it, in turns; each figure is their median; default 3), BENCH_DURATION (seconds per autocannon run, default 10), BENCH_ONLY
 * (comma-separated sections: lighthouse, load, enquiries, scale, calendar, nginx; `report` runs none and
 * writes results.md and the table in docs/areas/performance.md again from results.json).
 * BENCH_PAGES (comma-separated page type names, e.g. `home,rentals`: a quick look at a few; the
 * table written then holds only those).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { freePort } from '../tests/support/free-port';
import { createPostgresDatabase, startPostgresCluster } from '../tests/support/postgres-cluster';
import { benchPort, chromiumPath, only, outDir, root, webConcurrency } from './bench/config.mts';
import { runEnquiries } from './bench/enquiries.mts';
import { runLighthouse } from './bench/lighthouse.mts';
import { runLoad, startNginx } from './bench/load.mts';
import { pageTypes } from './bench/pages.mts';
import { runRentalCalendar } from './bench/rental-calendar.mts';
import { markdown, updatePerformanceDoc, type Results } from './bench/report.mts';
import { runScale } from './bench/scale.mts';
import { startSite, temporaryDir } from './bench/servers.mts';

/** The sections that measure one production server: Lighthouse, and throughput beside nginx. */
async function runServedSections(port: number, results: Results): Promise<void> {
  const dir = temporaryDir('bench-site-');
  console.log('Starting the production server ...');
  const server = await startSite(port, {
    DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
    DATA_DIR: path.join(dir, 'data'),
    // The first server builds the current code; the others reuse that build.
    FORCE_BUILD: process.env.BENCH_SKIP_BUILD === '1' ? '0' : '1',
  });
  try {
    const pages = await pageTypes(server.url);
    if (only.has('lighthouse')) {
      console.log('Lighthouse:');
      results.lighthouse = await runLighthouse(server.url, pages);
    }
    if (only.has('load')) {
      const nginx = only.has('nginx') ? await startNginx(server.url, pages) : undefined;
      console.log(
        `Throughput${nginx ? ' (and nginx on the same bytes)' : ' (nginx is not installed: no ratio)'}:`,
      );
      try {
        const withRequestLog = async () => {
          const logged = temporaryDir('bench-logged-');
          const site = await startSite(
            await freePort(),
            {
              DATABASE_URL: `file:${path.join(logged, 'site.db')}`,
              DATA_DIR: path.join(logged, 'data'),
              LOG_LEVEL: 'info',
            },
            { logTo: path.join(logged, 'server.log') },
          );
          return {
            url: site.url,
            stop: async () => {
              await site.stop();
              rmSync(logged, { recursive: true, force: true });
            },
          };
        };
        const load = await runLoad(
          { url: server.url, pid: server.child.pid },
          pages,
          nginx?.url,
          withRequestLog,
        );
        results.load = load.rows;
        results.loadGeneratorCeiling = load.generatorCeiling;
      } finally {
        nginx?.stop();
      }
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  if (!existsSync(chromiumPath)) {
    console.error(`Chromium is needed at ${chromiumPath}: apt-get install -y chromium`);
    process.exit(1);
  }
  const port = benchPort;
  // A run of some sections (BENCH_ONLY) keeps the other sections' latest figures.
  const resultsFile = path.join(outDir, 'results.json');
  const previous = existsSync(resultsFile)
    ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Partial<Results>)
    : {};
  const results: Results = {
    ...previous,
    // A report-only run measures nothing: the figures keep the date they were measured.
    date: only.has('report') && previous.date ? previous.date : new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, WEB_CONCURRENCY=${webConcurrency}`,
  };

  if (only.has('lighthouse') || only.has('load')) await runServedSections(port, results);

  if (only.has('enquiries')) {
    console.log('Enquiries under load:');
    const sqliteDir = temporaryDir('bench-enquiries-');
    results.enquiries = [await runEnquiries('SQLite', port, `file:${path.join(sqliteDir, 'site.db')}`)];
    rmSync(sqliteDir, { recursive: true, force: true });
    const hasPostgres = existsSync('/usr/lib/postgresql') || process.env.PG_BIN;
    if (hasPostgres) {
      const cluster = await startPostgresCluster();
      try {
        const url = await createPostgresDatabase(cluster.url, 'bench');
        results.enquiries.push(await runEnquiries('PostgreSQL', port, url));
      } finally {
        cluster.destroy();
      }
    } else console.log('  PostgreSQL is not installed: SQLite only.');
  }

  if (only.has('scale')) {
    console.log('The inventory at scale:');
    results.scale = await runScale(port);
  }

  if (only.has('calendar')) {
    console.log("The rental desk's fleet calendar for a season:");
    results.calendar = await runRentalCalendar(port);
  }

  mkdirSync(outDir, { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(outDir, 'results.md'), `${markdown(results)}\n`);
  console.log(`\nWrote ${path.relative(root, path.join(outDir, 'results.md'))} and results.json.`);
  await updatePerformanceDoc(results);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
