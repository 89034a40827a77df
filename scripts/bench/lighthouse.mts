/** Page scores: Lighthouse (mobile, simulated throttling) on every page type, and on a bare Next.js page built from the same node_modules for reference. */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { freePort } from '../../tests/support/free-port';
import chromiumFlags from '../chromium-flags.json' with { type: 'json' };
import { root, chromiumPath, lighthouseRuns, budgets } from './config.mts';
import { median } from './median.mts';
import { type PageType } from './pages.mts';
import { type Server, stopProcess, waitUntilUp } from './servers.mts';

export interface LighthouseRow {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  transferKb: number;
  javascriptKb: number;
  htmlKb: number;
  requests: number;
  /**
   * Lighthouse's benchmarkIndex of the machine during the run: it slows the CPU 4x relative to
   * whatever this is, so scores are only comparable between runs with a similar index.
   * (Absent from results written before it was recorded.)
   */
  cpuIndex?: number;
  /** The framework's floor, measured for comparison: no budget applies. */
  reference?: boolean;
  /** Audits left out of the category scores: those a 404 fails by being one (auditsA404FailsByDefinition). */
  auditsNotCounted?: string[];
  /** By category (accessibility, best-practices, seo): the counted audits the first run did not pass in full. */
  auditsShortOfFull?: Record<string, string[]>;
  /** The floor measured in turns with this page, the same way: the figures this row is held to. */
  floor?: { performance: number; lcpMs: number; tbtMs: number; cpuIndex?: number };
  pass: boolean;
  failures: string[];
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * Audits a 404 page fails by being one, which no page can pass with the status it must answer:
 * the status itself, the noindex that keeps it out of search results, and the browser's console
 * line about the 404 of the page's own address (only when that is the console's one complaint).
 */
function auditsA404FailsByDefinition(lhr: LighthouseResult, pageUrl: string): Set<string> {
  const exempt = new Set(['http-status-code', 'is-crawlable']);
  const consoleErrors =
    (
      lhr.audits['errors-in-console']?.details as
        { items?: { source?: string; sourceLocation?: { url?: string } }[] } | undefined
    )?.items ?? [];
  if (consoleErrors.every((item) => item.source === 'network' && item.sourceLocation?.url === pageUrl))
    exempt.add('errors-in-console');
  return exempt;
}

/**
 * A category's score: Lighthouse's own, or with some audits left out, weighed as Lighthouse
 * weighs it (audits that did not apply, with no score, count for nothing either way).
 */
function categoryScore(lhr: LighthouseResult, id: string, leftOut: Set<string>): number {
  const category = lhr.categories[id];
  if (leftOut.size === 0) return Math.round((category?.score ?? 0) * 100);
  const refs = (category?.auditRefs ?? []).filter(
    (ref) => ref.weight > 0 && !leftOut.has(ref.id) && typeof lhr.audits[ref.id]?.score === 'number',
  );
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const scored = refs.reduce((sum, ref) => sum + ref.weight * lhr.audits[ref.id]!.score!, 0);
  return weight === 0 ? 100 : Math.round((scored / weight) * 100);
}

/** The counted audits of a category that a run did not pass in full: what a score short of 100 lost. */
function auditsShortOfFull(lhr: LighthouseResult, id: string, leftOut: Set<string>): string[] {
  return (lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && !leftOut.has(ref.id) && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
}

async function lighthouseRun(chromePort: number, pageUrl: string, page: PageType): Promise<LighthouseResult> {
  const result = await lighthouse(pageUrl, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // Lighthouse refuses a page answered with an error status unless told to measure it anyway.
    ...(page.status === 404 ? { ignoreStatusCode: true } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse could not measure ${page.path}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

/**
 * One page's row from its runs: each figure the median of the runs (one run's score moves by
 * several points on a busy 2-core machine; Lighthouse's own advice is the median of several),
 * except CLS, the largest, and the other categories, the lowest.
 */
function rowFromRuns(page: PageType, pageUrl: string, html: Buffer, runs: LighthouseResult[]): LighthouseRow {
  const first = runs[0]!;
  const leftOut =
    page.status === 404
      ? auditsA404FailsByDefinition(first, pageUrl)
      : new Set<string>(page.private ? ['is-crawlable'] : []);
  const lowest = (id: string) => Math.min(...runs.map((lhr) => categoryScore(lhr, id, leftOut)));
  const numeric = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.numericValue ?? 0;
  const resources =
    (
      first.audits['resource-summary']?.details as
        { items?: { resourceType: string; transferSize: number; requestCount: number }[] } | undefined
    )?.items ?? [];
  const ofType = (type: string) => resources.find((item) => item.resourceType === type);
  return {
    page: page.name,
    path: page.path,
    performance: median(runs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100))),
    accessibility: lowest('accessibility'),
    bestPractices: lowest('best-practices'),
    seo: lowest('seo'),
    lcpMs: Math.round(median(runs.map((lhr) => numeric(lhr, 'largest-contentful-paint')))),
    cls: Math.max(...runs.map((lhr) => Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000)),
    tbtMs: Math.round(median(runs.map((lhr) => numeric(lhr, 'total-blocking-time')))),
    transferKb: Math.round((ofType('total')?.transferSize ?? 0) / 1024),
    javascriptKb: Math.round((ofType('script')?.transferSize ?? 0) / 1024),
    htmlKb: Math.round(html.length / 1024),
    requests: ofType('total')?.requestCount ?? 0,
    cpuIndex: Math.round(median(runs.map((lhr) => lhr.environment.benchmarkIndex))),
    ...(leftOut.size > 0 ? { auditsNotCounted: [...leftOut] } : {}),
    auditsShortOfFull: Object.fromEntries(
      ['accessibility', 'best-practices', 'seo'].map((id) => [id, auditsShortOfFull(first, id, leftOut)]),
    ),
    pass: true,
    failures: [],
  };
}

/** The budgets every page of ours is held to on its own (the floor's comparison comes after). */
function ownBudgetFailures(row: LighthouseRow, page: PageType): string[] {
  const failures: string[] = [];
  if (row.performance < budgets.performance) failures.push(`performance ${row.performance}`);
  for (const [label, id, value] of [
    ['accessibility', 'accessibility', row.accessibility],
    ['best practices', 'best-practices', row.bestPractices],
    ['SEO', 'seo', row.seo],
  ] as const)
    if (value < budgets.otherCategories)
      failures.push(`${label} ${value} (${(row.auditsShortOfFull?.[id] ?? []).join(', ')})`);
  if (row.cls > budgets.cls) failures.push(`CLS ${row.cls}`);
  if (page.content && row.javascriptKb > budgets.contentPageJavaScriptKb)
    failures.push(`JavaScript ${row.javascriptKb} KB`);
  if (row.htmlKb > budgets.htmlKb) failures.push(`HTML ${row.htmlKb} KB`);
  return failures;
}

/**
 * Every page type, each measured in turns with the framework's floor (the same Lighthouse on a
 * bare Next.js page: one heading, one paragraph, no CSS, built from this repository's
 * node_modules): page, floor, floor, page, page, floor. The machine's speed drifts by half within
 * a minute; taken one block after the other, a page and its floor were measured at two moments.
 */
export async function runLighthouse(url: string, pages: PageType[]): Promise<LighthouseRow[]> {
  const chrome = await launchChrome({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  const rows: LighthouseRow[] = [];
  try {
    const floor = await startFrameworkFloor();
    try {
      const floorHtml = Buffer.from(await (await fetch(floor.url + frameworkFloorPage.path)).arrayBuffer());
      for (const page of pages) {
        const html = Buffer.from(await (await fetch(url + page.path)).arrayBuffer());
        const ours: LighthouseResult[] = [];
        const floors: LighthouseResult[] = [];
        for (let turn = 0; turn < lighthouseRuns; turn++) {
          const both = [
            async () => ours.push(await lighthouseRun(chrome.port, url + page.path, page)),
            async () =>
              floors.push(await lighthouseRun(chrome.port, floor.url + frameworkFloorPage.path, frameworkFloorPage)),
          ];
          for (const measure of turn % 2 === 0 ? both : [...both].reverse()) await measure();
        }
        const row = rowFromRuns(page, url + page.path, html, ours);
        const beside = rowFromRuns(frameworkFloorPage, floor.url + frameworkFloorPage.path, floorHtml, floors);
        row.floor = {
          performance: beside.performance,
          lcpMs: beside.lcpMs,
          tbtMs: beside.tbtMs,
          cpuIndex: beside.cpuIndex,
        };
        row.failures = [
          ...ownBudgetFailures(row, page),
          ...[
            row.performance < beside.performance - budgets.floorPerformanceGap &&
              `performance ${row.performance} against the floor's ${beside.performance}`,
            row.lcpMs > beside.lcpMs + budgets.floorLcpGapMs && `LCP +${row.lcpMs - beside.lcpMs} ms over the floor`,
            row.tbtMs > beside.tbtMs + budgets.floorTbtGapMs && `TBT +${row.tbtMs - beside.tbtMs} ms over the floor`,
          ].filter((failure): failure is string => typeof failure === 'string'),
        ];
        row.pass = row.failures.length === 0;
        console.log(
          `  ${page.name.padEnd(13)} perf ${row.performance} (floor ${beside.performance}) a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} LCP ${row.lcpMs} ms (floor ${beside.lcpMs}) TBT ${row.tbtMs} ms (floor ${beside.tbtMs}) JS ${row.javascriptKb} KB HTML ${row.htmlKb} KB CPU index ${row.cpuIndex}/${beside.cpuIndex}${row.pass ? '' : `  FAIL: ${row.failures.join('; ')}`}`,
        );
        rows.push(row);
      }
    } finally {
      await floor.stop();
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

export const frameworkFloorPage: PageType = { name: 'Next.js floor', path: '/', content: false, reference: true };

/**
 * A bare App Router site (`next build`, then `next start`) in a directory inside the repository,
 * so that it resolves next and react from the same node_modules; removed when it stops.
 */
export async function startFrameworkFloor(): Promise<Server> {
  const dir = mkdtempSync(path.join(root, '.bench-floor-'));
  mkdirSync(path.join(dir, 'app'));
  writeFileSync(
    path.join(dir, 'app', 'layout.jsx'),
    'export default function RootLayout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  );
  writeFileSync(
    path.join(dir, 'app', 'page.jsx'),
    'export const metadata = { title: "A bare page", description: "The framework alone." };\n\nexport default function Page() {\n  return (\n    <main>\n      <h1>A bare page</h1>\n      <p>One paragraph of text, and nothing else.</p>\n    </main>\n  );\n}\n',
  );
  // Turbopack reads only files under its root; the root is the repository, for node_modules.
  writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `export default { turbopack: { root: ${JSON.stringify(root)} } };\n`,
  );
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' as const };
  let log = '';
  const build = spawn(process.execPath, [nextBin, 'build'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  build.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  build.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => build.once('exit', resolve));
  if (status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`The framework floor's build failed:\n${log}`);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stop = () => stopProcess(child).then(() => rmSync(dir, { recursive: true, force: true }));
  try {
    await waitUntilUp(url, child, () => log, '/');
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, child, stop };
}
