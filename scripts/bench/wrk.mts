/**
 * Load with wrk (Debian's package): a C load generator that outruns our server and nginx on this
 * machine, where autocannon (Node) topped out near 3,000 requests/s and measured itself, not the
 * server. Each run prints its figures as one JSON line from a Lua `done` hook.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { duration } from './config.mts';

export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connect, read, write and timeout errors. */
  errors: number;
  /** Answers with a status of 400 or more. */
  non2xx: number;
  /** Bytes of one answer as sent, headers included. */
  bytesPerResponse: number;
}

/** wrk installed from Debian when missing (as root), as the tests install Chromium. */
export function ensureWrk(): void {
  if (spawnSync('wrk', ['--version']).error === undefined) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) throw new Error('wrk is not installed: sudo apt-get install -y wrk');
  console.log('Installing Debian wrk for the load figures ...');
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'wrk']]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed: install wrk by hand`);
  }
}

const report = `
done = function(summary, latency, requests)
  io.write(string.format(
    'WRK_JSON {"requests":%d,"durationUs":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50Us":%d,"p99Us":%d}\\n',
    summary.requests, summary.duration, summary.bytes, summary.errors.connect, summary.errors.read,
    summary.errors.write, summary.errors.status, summary.errors.timeout,
    latency:percentile(50), latency:percentile(99)))
end
`;

/**
 * Two seconds of the same load, not reported: the first request renders, and the first thousands
 * run before V8 has compiled the path they take (a p99 of 45 ms in a run that was otherwise 5).
 */
export async function warmUp(url: string, headers: Record<string, string>): Promise<void> {
  await fetch(url, { headers });
  await wrk(url, { headers, seconds: 2 });
}

interface WrkOptions {
  connections?: number;
  headers?: Record<string, string>;
  /**
   * Each request asks for the path with one of that many campaign query strings (utm tags and a
   * gclid), as paid traffic arrives, instead of the same address every time.
   */
  distinctQueries?: number;
  seconds?: number;
}

export async function wrk(
  url: string,
  { connections = 50, headers = {}, distinctQueries, seconds = duration }: WrkOptions = {},
): Promise<WrkResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-'));
  const script = path.join(dir, 'report.lua');
  const target = new URL(url);
  const campaign = distinctQueries
    ? `
local counter = math.random(0, ${distinctQueries - 1})
request = function()
  counter = (counter + 1) % ${distinctQueries}
  return wrk.format(nil, "${target.pathname}?utm_source=bench&utm_medium=cpc&utm_campaign=spring&gclid=click" .. counter)
end
`
    : '';
  writeFileSync(script, campaign + report);
  try {
    const { stdout } = await promisify(execFile)(
      'wrk',
      [
        '-t2',
        `-c${connections}`,
        `-d${seconds}s`,
        '--timeout',
        '5s',
        '-s',
        script,
        ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
        url,
      ],
      { maxBuffer: 1024 * 1024 },
    );
    const line = stdout.split('\n').find((text) => text.startsWith('WRK_JSON '));
    if (!line) throw new Error(`wrk printed no figures:\n${stdout}`);
    const figures = JSON.parse(line.slice('WRK_JSON '.length)) as Record<string, number>;
    const requests = Math.max(1, figures.requests!);
    return {
      requestsPerSecond: Math.round(figures.requests! / (figures.durationUs! / 1e6)),
      p50Ms: Math.round(figures.p50Us! / 100) / 10,
      p99Ms: Math.round(figures.p99Us! / 100) / 10,
      errors: figures.connect! + figures.read! + figures.write! + figures.timeout!,
      non2xx: figures.status!,
      bytesPerResponse: Math.round(figures.bytes! / requests),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Two targets measured in turns, A B B A A B, each turn a third of the run, and each side's
 * median turn reported. This shared machine's speed drifts by half within a minute (one server's
 * CPU time a request went from 36 to 72 µs and back while nothing else changed), so two runs one
 * after the other compare two moments as much as two servers; turns in that order give each side
 * the same share of early and late.
 */
export async function wrkSideBySide(
  first: { url: string } & WrkOptions,
  second: { url: string } & WrkOptions,
  { seconds = duration }: { seconds?: number } = {},
): Promise<[WrkResult, WrkResult]> {
  const turnSeconds = Math.max(2, Math.round(seconds / 3));
  const turns: [WrkResult[], WrkResult[]] = [[], []];
  for (const side of [0, 1, 1, 0, 0, 1] as const) {
    const { url, ...options } = side === 0 ? first : second;
    turns[side].push(await wrk(url, { ...options, seconds: turnSeconds }));
  }
  return [medianTurn(turns[0]), medianTurn(turns[1])];
}

/** The turn with the median rate, with errors summed over every turn so none is hidden. */
function medianTurn(results: WrkResult[]): WrkResult {
  const sorted = [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return {
    ...median,
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
  };
}
