import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';

import { describe, expect, it } from 'vitest';

import { detachableBody, discardUnreadBody } from '@/http-server/unread-body';
import { readBodyBytes } from '@/server/http/request-body';

import { closeAfterEach } from '../../tests/support/close-after-each';

const limit = 16 * 1024;

/**
 * A server that answers as the enquiry route does (`readBodyBytes`): 413 for a body declared too
 * large without reading it, or once more than the limit has arrived, giving up on the rest.
 */
async function refusingServer(): Promise<string> {
  const server = createServer((request, response) => {
    response.once('finish', () => discardUnreadBody(request));
    void (async () => {
      // The enquiry route's own reader, on the body as the server hands it over (answerWith).
      const bytes = await readBodyBytes(
        new Request('http://127.0.0.1/api/contact', {
          method: 'POST',
          headers: request.headers['content-length']
            ? { 'content-length': request.headers['content-length'] }
            : {},
          body: Readable.toWeb(detachableBody(request)) as ReadableStream<Uint8Array>,
          duplex: 'half',
        } as RequestInit),
        limit,
      );
      const tooLarge = bytes === 'too-large';
      response.writeHead(tooLarge ? 413 : 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: tooLarge ? 'Request body is larger than 16 KiB' : 'ok' }));
    })();
  });
  closeAfterTest(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const closeAfterTest = closeAfterEach();

const bigBody = () => JSON.stringify({ message: 'x'.repeat(200 * 1024) });

function streamed(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(64 * 1024, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(120));
    },
  });
}

describe('a body refused before it is read', () => {
  it('gets its 413 every time over one kept-alive connection, declared or streamed', async () => {
    const base = await refusingServer();
    for (let attempt = 0; attempt < 12; attempt++) {
      const declared = await fetch(base, {
        method: 'POST',
        body: bigBody(),
        signal: AbortSignal.timeout(10_000),
      });
      expect(declared.status).toBe(413);
      expect(await declared.json()).toEqual({ error: 'Request body is larger than 16 KiB' });
      const chunked = await fetch(base, {
        method: 'POST',
        body: streamed(300 * 1024),
        duplex: 'half',
        signal: AbortSignal.timeout(10_000),
      } as RequestInit);
      expect(chunked.status).toBe(413);
      await chunked.arrayBuffer();
    }
    const small = await fetch(base, { method: 'POST', body: '{}' });
    expect(small.status).toBe(200);
  });

  it('gets its 413 with curl, which waits for an answer before sending', async () => {
    const base = await refusingServer();
    const folder = mkdtempSync(path.join(os.tmpdir(), 'unread-body-'));
    const file = path.join(folder, 'body.json');
    writeFileSync(file, bigBody());
    try {
      const { stdout } = await promisify(execFile)('curl', [
        '-s',
        '-o',
        '/dev/null',
        '-w',
        '%{http_code}',
        '--data-binary',
        `@${file}`,
        base,
      ]);
      expect(stdout).toBe('413');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('fails the read of a body whose client left halfway, instead of waiting for ever', async () => {
    let outcome: Promise<string> | undefined;
    const server = createServer((request) => {
      const reader = (Readable.toWeb(detachableBody(request)) as ReadableStream<Uint8Array>).getReader();
      outcome = (async () => {
        for (;;) if ((await reader.read()).done) return 'ended';
      })().catch(() => 'failed');
    });
    closeAfterTest(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const client = httpRequest({
      port,
      host: '127.0.0.1',
      method: 'POST',
      headers: { 'content-length': 100_000 },
    });
    client.on('error', () => undefined);
    client.write(Buffer.alloc(1000));
    await expect.poll(() => outcome !== undefined).toBe(true);
    client.destroy();
    expect(await outcome).toBe('failed');
  });

  it('reads up to its limit of a client that will not stop, then cuts it off', async () => {
    const cap = 256 * 1024;
    const sending = 8 * 1024 * 1024;
    let serverRead = 0;
    const server = createServer((request, response) => {
      request.socket.once('close', () => (serverRead = request.socket.bytesRead));
      response.once('finish', () => discardUnreadBody(request, { maxBytes: cap }));
      // Handed to a handler that refuses it unread, as the enquiry route's body is.
      detachableBody(request);
      response.writeHead(413);
      response.end();
    });
    closeAfterTest(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => {
      const client = httpRequest({
        port,
        host: '127.0.0.1',
        method: 'POST',
        headers: { 'content-length': sending },
      });
      client.on('error', () => undefined);
      client.on('close', () => resolve());
      const chunk = Buffer.alloc(64 * 1024, 120);
      let written = 0;
      const pump = () => {
        while (written < sending && client.write(chunk)) written += chunk.length;
      };
      client.on('drain', pump);
      pump();
    });
    await expect.poll(() => serverRead).toBeGreaterThan(cap);
    expect(serverRead).toBeLessThan(sending);
  });
});
