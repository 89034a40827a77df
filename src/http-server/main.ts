/**
 * The production server's entry (`npm start`, bundled to .next/http-server.mjs). With
 * WEB_CONCURRENCY above 1 a primary process starts that many server processes sharing the port
 * (src/http-server/primary.ts); otherwise this process serves (src/http-server/serve.ts, which
 * runs Next in a process of its own behind the response cache).
 */
import cluster from 'node:cluster';

import { EnvError } from '@/env';
import { frontEnv, type FrontEnv } from '@/front-env';
import { serverProcessCount } from '@/http-server/process-count';

let settings: FrontEnv;
try {
  settings = frontEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  // Before any logger: its level is one of the settings.
  process.stderr.write(`${error.message}\nThe server stops.\n`);
  process.exit(1);
}
const count = serverProcessCount(settings.WEB_CONCURRENCY);
if (count > 1 && cluster.isPrimary) {
  const { runPrimary } = await import('@/http-server/primary');
  await runPrimary(count);
} else {
  await import('@/http-server/serve');
}
