/** Page scores: Lighthouse (mobile, simulated throttling) on every page type, and on a bare Next.js page built from the same node_modules for reference. */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { freePort } from '../../tests/support/free-port';
import chromiumFlags from '../chromium-flags.json' with { type: 'json' };
import { root, chromiumPath, lighthouseRuns, budgets } from './config.mts';
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
  /** The floor measured right after this page, the same way: the figures this row is held to. */
  floor?: { performance: number; lcpMs: number; tbtMs: number; cpuIndex?: number };
  pass: boolean;
  failures: string[];
}

/** One page's row: the run with the median performance score of `lighthouseRuns`. */
export async function lighthouseRow(chromePort: number, url: string, page: PageType): Promise<LighthouseRow> {
  const html = Buffer.from(await (await fetch(url + page.path)).arrayBuffer());
  // One run's performance score moves by several points on a busy 2-core machine; the run
  // with the median score stands for the page (Lighthouse's own advice: median of several).
  const runs = [];
  for (let run = 0; run < lighthouseRuns; run++) {
    const result = await lighthouse(url + page.path, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    runs.push(result.lhr);
  }
  runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  const lhr = runs[Math.floor(runs.length / 2)]!;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  const resources =
    (
      lhr.audits['resource-summary']?.details as
        { items?: { resourceType: string; transferSize: number; requestCount: number }[] } | undefined
    )?.items ?? [];
  const ofType = (type: string) => resources.find((item) => item.resourceType === type);
  const row: LighthouseRow = {
    page: page.name,
    path: page.path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(numeric('total-blocking-time')),
    transferKb: Math.round((ofType('total')?.transferSize ?? 0) / 1024),
    javascriptKb: Math.round((ofType('script')?.transferSize ?? 0) / 1024),
    htmlKb: Math.round(html.length / 1024),
    requests: ofType('total')?.requestCount ?? 0,
    cpuIndex: Math.round(lhr.environment.benchmarkIndex),
    pass: true,
    failures: [],
  };
  if (page.reference) {
    row.reference = true;
    console.log(
      `  ${page.name.padEnd(13)} perf ${row.performance} LCP ${row.lcpMs} ms TBT ${row.tbtMs} ms JS ${row.javascriptKb} KB CPU index ${row.cpuIndex} (reference, no budget)`,
    );
    return row;
  }
  if (row.performance < budgets.performance) row.failures.push(`performance ${row.performance}`);
  for (const [label, value] of [
    ['accessibility', row.accessibility],
    ['best practices', row.bestPractices],
    ['SEO', row.seo],
  ] as const)
    if (value < budgets.otherCategories) {
      const failed = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id);
      row.failures.push(`${label} ${value} (${failed.join(', ')})`);
    }
  if (row.cls > budgets.cls) row.failures.push(`CLS ${row.cls}`);
  if (page.content && row.javascriptKb > budgets.contentPageJavaScriptKb)
    row.failures.push(`JavaScript ${row.javascriptKb} KB`);
  if (row.htmlKb > budgets.htmlKb) row.failures.push(`HTML ${row.htmlKb} KB`);
  row.pass = row.failures.length === 0;
  console.log(
    `  ${page.name.padEnd(13)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} LCP ${row.lcpMs} ms TBT ${row.tbtMs} ms JS ${row.javascriptKb} KB HTML ${row.htmlKb} KB CPU index ${row.cpuIndex}${row.pass ? '' : `  FAIL: ${row.failures.join('; ')}`}`,
  );
  return row;
}

/**
 * Every page type, then the framework's floor: the same Lighthouse on a bare Next.js page (one
 * heading, one paragraph, no CSS) built from this repository's node_modules, so each run shows
 * how much of the score the framework alone costs on the machine as it is during the run.
 */
export async function runLighthouse(url: string, pages: PageType[]): Promise<LighthouseRow[]> {
  const chrome = await launchChrome({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  const rows: LighthouseRow[] = [];
  try {
    const floor = await startFrameworkFloor();
    try {
      // The floor right after each page: the machine's speed drifts during a run, and each page is
      // held to the floor as it was measured beside it.
      for (const page of pages) {
        const row = await lighthouseRow(chrome.port, url, page);
        const beside = await lighthouseRow(chrome.port, floor.url, frameworkFloorPage);
        row.floor = {
          performance: beside.performance,
          lcpMs: beside.lcpMs,
          tbtMs: beside.tbtMs,
          cpuIndex: beside.cpuIndex,
        };
        const failures = [
          row.performance < beside.performance - budgets.floorPerformanceGap &&
            `performance ${row.performance} against the floor's ${beside.performance}`,
          row.lcpMs > beside.lcpMs + budgets.floorLcpGapMs && `LCP +${row.lcpMs - beside.lcpMs} ms over the floor`,
          row.tbtMs > beside.tbtMs + budgets.floorTbtGapMs && `TBT +${row.tbtMs - beside.tbtMs} ms over the floor`,
        ].filter((failure): failure is string => typeof failure === 'string');
        row.failures.push(...failures);
        row.pass = row.failures.length === 0;
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
