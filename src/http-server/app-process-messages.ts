import type { StockVersionCells } from '@/lib/stock-version-cells';

/** What the front thread hands the app thread when it starts it. */
export interface AppThreadData {
  /** The Unix socket the app thread listens on, in a folder only this user can open. */
  socketPath: string;
  stockVersionCells: StockVersionCells;
  /** The public address, which Next is told it serves on. */
  hostname: string;
  port: number;
}

/** Front to app: read the stock version now; or stop (after the front stopped taking requests). */
export type FrontMessage = { type: 'stockVersion'; id: number } | { type: 'shutDown' };

/** App to front: its socket listens; a version read; it has stopped its work and closed the database. */
export type AppMessage =
  | { type: 'listening' }
  | { type: 'stockVersion'; id: number; version: number | undefined }
  | { type: 'stopped' };

/** How long the front keeps an idle connection to the app thread open. */
export const appConnectionIdleMs = 60_000;
