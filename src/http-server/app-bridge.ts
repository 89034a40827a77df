/**
 * The contract between the production server's app process (src/http-server/app-process.ts) and
 * the app Next runs inside it: the app's functions the server calls outside Next's routing. Each
 * member is typed as the function that does the work, so a reader, or an editor's "go to
 * definition", lands on it; src/instrumentation.ts provides every one of them when Next starts the
 * app, and the type checker refuses a start that leaves one out. The route table names the posts
 * answered this way (src/app/site-routes.ts `postsAnsweredBy`).
 *
 * Why a symbol on globalThis holds them rather than this module: the app process loads this file
 * twice, once in its own bundle (.next/http-server-app.mjs, made by esbuild) and once in the
 * bundle Next builds for src/instrumentation.ts. A module variable would be two variables; the
 * global is the one thing both copies share (decision 18). The imports below are types only:
 * the app process never loads the app's modules itself.
 */
import type {
  currentStockVersion,
  knownStockVersion,
  stockVersionTrustedForMs,
} from '@/features/inventory/server/stock-version';
import type { answerContactPost } from '@/features/leads/server/contact-post';
import type { databaseUnreachable } from '@/server/db/database';

export interface AppBridge {
  /** The stock version now (the response cache keys on it). */
  stockVersion: typeof currentStockVersion;
  /** The stock version if this process read it recently enough to trust, without asking again. */
  knownStockVersion: typeof knownStockVersion;
  /** How much longer the version read is trusted, in milliseconds (the server's front keeps a copy). */
  stockVersionTrustedForMs: typeof stockVersionTrustedForMs;
  /** Whether the database answers; remembered from the last query, so asking costs nothing. */
  databaseUnreachable: typeof databaseUnreachable;
  /** Stops the mail outbox after its current send, and closes the database (shutdown). */
  shutDown: () => Promise<void>;
  /**
   * Answers POST /api/contact from its headers and its body as read: what the route's handler
   * does, which the app process calls without Next's routing, the costliest part of an enquiry
   * (decision 13).
   */
  postContact: typeof answerContactPost;
}

const slot = Symbol.for('fairway.appBridge');
type Holder = { [slot]?: AppBridge };

/** Called once, by src/instrumentation.ts, as the app starts. */
export function provideAppBridge(bridge: AppBridge): void {
  (globalThis as Holder)[slot] = bridge;
}

/**
 * The app's functions, or undefined until the app has started (and always under `next dev`,
 * which runs without the production server): the caller does without them meanwhile.
 */
export function appBridge(): AppBridge | undefined {
  return (globalThis as Holder)[slot];
}
