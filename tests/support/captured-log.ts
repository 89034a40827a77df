import pino, { type Logger } from 'pino';

/** A logger whose lines the test reads back, parsed, instead of the app's stdout. */
export function capturedLog(): { log: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const log = pino({}, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { log, lines };
}
