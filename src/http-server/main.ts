/**
 * The production server (`npm start`): Next's request handler behind the response cache, on one
 * port. Built to .next/http-server.mjs by scripts/start.mjs; migrations, the seed and the outbox
 * worker start in src/instrumentation.ts when Next prepares.
 */
import { createServer } from 'node:http';
import path from 'node:path';

import next from 'next';

import { readStockVersionBridge } from '../lib/stock-version-bridge';

import { ResponseCache } from './response-cache';

const root = path.resolve(process.env.APP_ROOT ?? process.cwd());
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME_BIND ?? '0.0.0.0';

const app = next({ dev: false, dir: root, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
const cache = new ResponseCache({ stockVersion: readStockVersionBridge });

const server = createServer((request, response) => {
  cache
    .handle(request, response, (req, res) => handle(req, res))
    .catch((error: unknown) => {
      console.error('Request failed', error);
      if (!response.headersSent) {
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      }
      response.end('Internal Server Error');
    });
});

server.listen(port, hostname, () => {
  console.log(`Serving on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
});

// Stop taking connections, let requests in flight finish, then leave.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
