import type { Server } from 'node:http';

import { afterEach } from 'vitest';

/**
 * Servers a test file starts, closed after every test: `closeFirst` (what the server itself does
 * not know of, such as connections it handed elsewhere), then its open connections, then the
 * server, so a kept-alive connection one test left behind does not hold up the next.
 */
export function closeAfterEach(): (server: Server, closeFirst?: () => void) => void {
  const open: { server: Server; closeFirst?: () => void }[] = [];
  afterEach(async () => {
    await Promise.all(
      open.splice(0).map(({ server, closeFirst }) => {
        closeFirst?.();
        server.closeAllConnections();
        // A test may have closed it already; its 'close' has then been and gone.
        if (!server.listening) return Promise.resolve();
        return new Promise((resolve) => server.close(resolve));
      }),
    );
  });
  return (server, closeFirst) => open.push({ server, closeFirst });
}
