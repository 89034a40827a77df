/** The environment variable naming the Unix socket the app process listens on. */
export const appSocketVariable = 'APP_SOCKET_PATH';

/** Front to app: read the stock version now; or stop (after the front stopped taking requests). */
export type FrontMessage = { type: 'stockVersion'; id: number } | { type: 'shutDown' };

/**
 * App to front: its socket listens; a version read, and for how much longer it may be trusted
 * (undefined while the database cannot be read); it has stopped its work and closed the database.
 */
export type AppMessage =
  | { type: 'listening' }
  | { type: 'stockVersion'; id: number; version: number | undefined; trustedForMs: number }
  | { type: 'stopped' };

/** How long the front keeps an idle connection to the app process open. */
export const appConnectionIdleMs = 60_000;
