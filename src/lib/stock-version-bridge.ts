/**
 * How the production server (outside Next's bundles) asks for the stock version: Next's
 * instrumentation registers the reader on the process, under a well-known symbol.
 */
const key = Symbol.for('fairway.stockVersion');

type Reader = () => Promise<number>;

export function registerStockVersionBridge(reader: Reader): void {
  (globalThis as Record<symbol, unknown>)[key] = reader;
}

/** The stock version, or undefined when no reader is registered (then nothing is cached). */
export async function readStockVersionBridge(): Promise<number | undefined> {
  const reader = (globalThis as Record<symbol, unknown>)[key] as Reader | undefined;
  return reader ? reader() : undefined;
}
