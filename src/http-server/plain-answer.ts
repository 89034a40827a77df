import type { ServerResponse } from 'node:http';

/**
 * A short answer in plain text that no cache keeps: a refusal (400, 405) or a failure (500, 503).
 * `headers`: more names and values in one flat list, as writeHead takes them.
 */
export function plainAnswer(
  response: ServerResponse,
  status: number,
  text: string,
  headers: readonly string[] = [],
): void {
  response.writeHead(status, [
    'content-type',
    'text/plain; charset=utf-8',
    'cache-control',
    'no-store',
    ...headers,
  ]);
  response.end(text);
}
