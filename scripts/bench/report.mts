/** The report: bench/results.md, and the copy of the latest figures in docs/areas/performance.md. */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';


import { root, duration, lighthouseRuns, budgets } from './config.mts';
import { type EnquiryRow } from './enquiries.mts';
import { type LighthouseRow } from './lighthouse.mts';
import { type LoadRow } from './load.mts';
import { type CalendarRow } from './rental-calendar.mts';
import { type ScaleRow } from './scale.mts';

export interface Results {
  date: string;
  machine: string;
  lighthouse?: LighthouseRow[];
  load?: LoadRow[];
  /** The highest rate wrk drove in the load section (against nginx). */
  loadGeneratorCeiling?: number;
  enquiries?: EnquiryRow[];
  scale?: ScaleRow;
  calendar?: CalendarRow;
}

export const figureMarkers = ['<!-- bench:start -->', '<!-- bench:end -->'] as const;

/** The copy of the latest figures in docs/areas/performance.md, between its markers; the figures live in results.json. */
export async function updatePerformanceDoc(results: Results): Promise<void> {
  const docPath = path.join(root, 'docs', 'areas', 'performance.md');
  const doc = readFileSync(docPath, 'utf8');
  const [startMarker, endMarker] = figureMarkers;
  const start = doc.indexOf(startMarker);
  const end = doc.indexOf(endMarker);
  if (start < 0 || end < start) return;
  const report = markdown(results)
    .split('\n')
    .slice(1)
    .map((line) => (line.startsWith('## ') ? `#${line}` : line))
    .join('\n')
    .trim();
  const updated = `${doc.slice(0, start + startMarker.length)}\n\n${report}\n\n${doc.slice(end)}`;
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(docPath)) ?? {};
  writeFileSync(docPath, await prettier.format(updated, { ...options, filepath: docPath }));
  console.log('Updated the table in docs/areas/performance.md.');
}

export const mark = (pass: boolean) => (pass ? 'pass' : '**FAIL**');
const signed = (difference: number) => (difference > 0 ? `+${difference}` : String(difference));

/**
 * What the load generator could drive, against our fastest page: with less than the headroom the
 * budget asks for, the sentence says so, since ratios to nginx then partly measure wrk itself.
 */
function generatorSentence(ceiling: number, rows: LoadRow[]): string {
  const fastest = Math.max(1, ...rows.filter((row) => row.nginxRequestsPerSecond && !row.reference).map((row) => row.requestsPerSecond));
  const headroom = Math.round((ceiling / fastest) * 10) / 10;
  const start = `Load generator: wrk reached ${ceiling} req/s in this run against nginx's empty answer (a 204 that costs nginx next to nothing), ${headroom} times our fastest page`;
  const autocannon = 'Enquiry posts are driven by autocannon (about 3,000 req/s here, twice what the server stores).';
  return headroom >= budgets.generatorHeadroom
    ? `${start}: what the table shows is the server, not the generator. ${autocannon}`
    : `${start}, short of the ${budgets.generatorHeadroom} times that would leave the generator out of the figures. wrk and the servers share this machine's two cores, and nginx, further from its own limit than our server, loses more of its rate to wrk: the ratios to nginx flatter ours. ${autocannon}`;
}

export function markdown(results: Results): string {
  const lines = [
    '# Benchmark results',
    '',
    `Updated ${results.date}, ${results.machine}. Written by \`npm run bench\`; budgets from issue 12. A run of some sections (\`BENCH_ONLY\`) keeps the other sections' earlier figures.`,
    '',
  ];
  if (results.lighthouse) {
    lines.push(
      `## Lighthouse (mobile, simulated throttling; median of ${lighthouseRuns} runs a page, in turns with the floor)`,
      '',
      `Budgets: performance ≥ ${budgets.performance}, accessibility, best practices and SEO ${budgets.otherCategories}, CLS ${budgets.cls}, HTML ≤ ${budgets.htmlKb} KB, JavaScript ≤ ${budgets.contentPageJavaScriptKb} KB gzipped on content pages.`,
      '',
      "CPU index is Lighthouse's benchmarkIndex, the median of the page's runs. Simulated throttling slows the CPU 4x relative to the machine as it is at that moment, and this shared 2-core machine has measured anywhere from about 1,100 to 2,800 on different runs: compare scores only between runs with a similar index.",
      '',
      "Each page is measured in turns with the floor, page, floor, floor, page, page, floor: a bare Next.js page (one heading and one paragraph, no CSS, no components of ours), built from the same node_modules and measured the same way. The machine's speed drifts by half within a minute, so each page is held to the floor measured in the same minute: performance at least the floor's minus 2, LCP at most the floor's plus 300 ms, TBT at most the floor's plus 100 ms. Every figure is the median of its runs, except CLS (the largest) and accessibility, best practices and SEO (the lowest). The 404 page is measured as visitors get it, with its 404 status; its scores leave out the audits a 404 fails by being one (the status, the noindex that keeps it out of search results, and the console's line about the 404 itself). Rows written before the floor was measured beside each page have no floor columns.",
      '',
      '| page | path | perf | floor | a11y | best pr. | SEO | LCP ms | floor LCP | TBT ms | floor TBT | CLS | transfer KB | JS KB | HTML KB | requests | CPU index | budget |',
      '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |',
      ...results.lighthouse.map(
        (row) =>
          `| ${row.page} | \`${row.path}\` | ${row.performance} | ${row.floor?.performance ?? '-'} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpMs} | ${row.floor ? `${row.floor.lcpMs} (${signed(row.lcpMs - row.floor.lcpMs)})` : '-'} | ${row.tbtMs} | ${row.floor ? `${row.floor.tbtMs} (${signed(row.tbtMs - row.floor.tbtMs)})` : '-'} | ${row.cls} | ${row.transferKb} | ${row.javascriptKb} | ${row.htmlKb} | ${row.requests} | ${row.cpuIndex ?? '-'} | ${row.reference ? 'reference' : mark(row.pass)}${row.pass ? '' : `: ${row.failures.join('; ')}`} |`,
      ),
      '',
    );
  }
  if (results.load) {
    const ceiling = results.loadGeneratorCeiling;
    lines.push(
      `## Throughput and latency (wrk, 2 threads, 50 connections, ${duration} s)`,
      '',
      `Budgets: cached pages p99 < ${budgets.cachedP99Ms} ms and at least ${budgets.nginxRatio} of nginx's rate on the same bytes; a landing page asked for with 10,000 different campaign query strings at least ${budgets.campaignRatio} of its plain rate, the server growing by at most ${budgets.campaignMemoryGrowthMb} MB; a log line a request costing under ${Math.round(budgets.requestLogCost * 100)}% of the rate; the API p99 < ${budgets.p99Ms} ms; no errors. Pages are asked for as a browser asks (\`Accept-Encoding: gzip\`), so both servers send them gzipped; "bytes" is one answer as each sent it, headers included. Two things compared (our page and nginx's copy, a page with and without campaign queries or a log line) are measured in turns, A B B A A B, a third of the time each, and each side's median turn is shown: this machine's speed drifts by half within a minute, and one run after the other compared two moments.`,
      '',
      ceiling ? generatorSentence(ceiling, results.load) : 'Load generator: wrk (nginx is not installed, so its ceiling was not measured in this run).',
      '',
      '| target | req/s | p50 ms | p99 ms | errors | bytes | nginx req/s | ratio | notes | budget |',
      '| --- | --: | --: | --: | --: | --: | --: | --: | --- | --- |',
      ...results.load.map(
        (row) =>
          `| \`${row.target}\` | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.errors + row.non2xx} | ${row.bytesPerResponse ?? '-'} | ${row.nginxRequestsPerSecond ?? '-'} | ${row.ratioToNginx ?? row.ratioToPlain ?? '-'} | ${row.note ?? ''} | ${row.reference ? 'reference' : mark(row.pass)} |`,
      ),
      '',
    );
  }
  if (results.enquiries) {
    lines.push(
      '## Enquiries under load (1,000 posts, 50 concurrent)',
      '',
      'Budget: exactly 1,000 leads and 3,000 queued e-mails, no error.',
      '',
      '| database | answered 201 | leads | queued e-mails | req/s | p99 ms | budget |',
      '| --- | --: | --: | --: | --: | --: | --- |',
      ...results.enquiries.map(
        (row) =>
          `| ${row.database} | ${row.answered201} | ${row.leads} | ${row.queuedEmails} | ${row.requestsPerSecond} | ${row.p99Ms} | ${mark(row.pass)} |`,
      ),
      '',
    );
  }
  if (results.scale) {
    const row = results.scale;
    lines.push(
      '## The inventory at scale',
      '',
      `Budgets: /inventory HTML ≤ ${budgets.scaleHtmlKb} KB, keystroke to updated list < ${budgets.keystrokeMs} ms (median of 20).`,
      '',
      '| vehicles | HTML KB | HTML gzipped KB | RSC data KB | server ms (median) | keystroke to list ms (median) | budget |',
      '| --: | --: | --: | --: | --: | --: | --- |',
      `| ${row.vehicles} | ${row.htmlKb} | ${row.htmlGzipKb} | ${row.dataKb} | ${row.serverMedianMs} | ${row.keystrokeMedianMs} | ${mark(row.pass)} |`,
      '',
    );
  }
  if (results.calendar) {
    const row = results.calendar;
    lines.push(
      '## The rental desk’s fleet calendar for a season',
      '',
      `Budget: /admin/rentals with ${row.days} days of ${row.carts} carts booked back to back drawn in under ${budgets.calendarMs} ms, from the server (median of 10) and to the browser's load event (median of 5).`,
      '',
      '| carts | days | bookings | HTML KB | server ms (median) | browser load ms (median) | budget |',
      '| --: | --: | --: | --: | --: | --: | --- |',
      `| ${row.carts} | ${row.days} | ${row.bookings} | ${row.htmlKb} | ${row.serverMedianMs} | ${row.browserLoadMedianMs} | ${mark(row.pass)} |`,
      '',
    );
  }
  return lines.join('\n');
}
