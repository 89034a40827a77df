/** What a bench run measures and against which budgets: options from the environment. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import chromiumPaths from '../chromium-paths.json' with { type: 'json' };

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const outDir = path.join(root, 'bench');
export const chromiumPath = process.env.CHROMIUM_PATH || chromiumPaths.desktop;
export const duration = Number(process.env.BENCH_DURATION ?? 10);
/**
 * Server processes (WEB_CONCURRENCY). One by default: on a 2-core machine the load generator
 * needs a core too, and several processes writing to one SQLite file contend (see README).
 */
export const webConcurrency = process.env.WEB_CONCURRENCY ?? '1';
export const lighthouseRuns = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
export const only = new Set((process.env.BENCH_ONLY ?? 'lighthouse,load,enquiries,scale,calendar,nginx').split(','));

/** The budgets of issue 12; each result row says whether it is met. */
export const budgets = {
  performance: 95,
  /** Each page against the bare Next.js page measured beside it (issue 29). */
  floorPerformanceGap: 2,
  floorLcpGapMs: 300,
  floorTbtGapMs: 100,
  otherCategories: 100,
  cls: 0,
  contentPageJavaScriptKb: 150,
  htmlKb: 100,
  p99Ms: 100,
  /** A page from the response cache, at 50 connections. */
  cachedP99Ms: 20,
  nginxRatio: 0.5,
  /**
   * The load generator's own ceiling (wrk against nginx's empty answer) over our fastest page's
   * rate: below this, part of what a rate measures is the generator, not the server (issue 29).
   */
  generatorHeadroom: 3,
  /** A landing page asked for with campaign query strings: at least this share of its plain rate. */
  campaignRatio: 0.8,
  /** ... and the server grows by at most this much meanwhile. */
  campaignMemoryGrowthMb: 50,
  /** One log line a request may cost at most this share of the rate. */
  requestLogCost: 0.1,
  keystrokeMs: 50,
  scaleHtmlKb: 100,
  /** The rental desk's fleet calendar for a season (60 carts by 120 days), server and browser (issue 54). */
  calendarMs: 1000,
} as const;

/** A fixed port, so the build (its canonical URLs name the site's address) is made once. */
export const benchPort = Number(process.env.BENCH_PORT ?? 3900);
/** One SITE_URL for every server of the run, so the build is made once. */
export const benchSiteUrl = `http://127.0.0.1:${benchPort}`;
