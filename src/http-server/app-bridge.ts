import type { EnquiryAnswer, ReadBodyResult } from '@/lib/enquiry-body';

/**
 * What the production server (src/http-server, outside Next's bundles) asks of the app: Next's
 * instrumentation registers each function on the process under a well-known symbol when the app
 * starts. Until then (and under `next dev`) there is none, and the server does without.
 */
export interface ServerBridge {
  /** The stock version now (the response cache keys on it). */
  stockVersion: () => Promise<number>;
  /** The stock version if this process read it recently enough to trust, without asking again. */
  knownStockVersion: () => number | undefined;
  /** How much longer the version read is trusted, in milliseconds (the server's front keeps a copy). */
  stockVersionTrustedForMs: () => number;
  /** Whether the database answers; remembered from the last query, so asking costs nothing. */
  databaseUnreachable: () => boolean;
  /** Stops the mail outbox after its current send, and closes the database (shutdown). */
  shutDown: () => Promise<void>;
  /**
   * Answers POST /api/contact from its headers and its body as read: what the route's handler does
   * (src/features/leads/server/contact-post.ts), which the server calls without Next's routing,
   * the costliest part of an enquiry (decision 0013).
   */
  postContact: (headers: Headers, body: ReadBodyResult) => Promise<EnquiryAnswer>;
}

const key = Symbol.for('fairway.serverBridge');
type Holder = Record<symbol, Partial<ServerBridge> | undefined>;

export function registerServerBridge(parts: Partial<ServerBridge>): void {
  const holder = globalThis as unknown as Holder;
  holder[key] = { ...holder[key], ...parts };
}

export function serverBridge(): Partial<ServerBridge> {
  return (globalThis as unknown as Holder)[key] ?? {};
}
