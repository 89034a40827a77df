import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { describe, expect, it } from 'vitest';

import { tooLargeBody, unreadableBody } from '@/features/leads/enquiry-body';
import { readEnquiryBody } from '@/http-server/enquiry-post';
import { discardUnreadBodyAfterAnswer } from '@/http-server/unread-body';

import { closeAfterEach } from '../../tests/support/close-after-each';

const json = { 'content-type': 'application/json' };

/**
 * A server that answers as the app process answers an enquiry (`readEnquiryBody`): 413 for a body
 * declared too large without reading it, or once more than the limit has arrived, giving up on
 * the rest.
 */
async function refusingServer(): Promise<string> {
  const server = createServer((request, response) => {
    discardUnreadBodyAfterAnswer(request, response);
    void readEnquiryBody(request).then((body) => {
      response.writeHead(body.ok ? 200 : body.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: body.ok ? 'ok' : body.error }));
    });
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
        headers: json,
        body: bigBody(),
        signal: AbortSignal.timeout(10_000),
      });
      expect(declared.status).toBe(413);
      expect(await declared.json()).toEqual({ error: tooLargeBody.error });
      const chunked = await fetch(base, {
        method: 'POST',
        headers: json,
        body: streamed(300 * 1024),
        duplex: 'half',
        signal: AbortSignal.timeout(10_000),
      } as RequestInit);
      expect(chunked.status).toBe(413);
      await chunked.arrayBuffer();
    }
    const small = await fetch(base, { method: 'POST', headers: json, body: '{}' });
    expect(small.status).toBe(200);
    expect(await small.json()).toEqual({ error: 'ok' });
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
        '-H',
        'content-type: application/json',
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
      outcome = readEnquiryBody(request).then((body) => (body.ok ? 'ended' : body.error));
    });
    closeAfterTest(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const client = httpRequest({
      port,
      host: '127.0.0.1',
      method: 'POST',
      headers: { ...json, 'content-length': 10_000 },
    });
    client.on('error', () => undefined);
    client.write(Buffer.alloc(1000));
    await expect.poll(() => outcome !== undefined).toBe(true);
    client.destroy();
    expect(await outcome).toBe(unreadableBody.error);
  });

  it('reads up to its limit of a client that will not stop, then cuts it off', async () => {
    const cap = 256 * 1024;
    const sending = 8 * 1024 * 1024;
    let serverRead = 0;
    const server = createServer((request, response) => {
      request.socket.once('close', () => (serverRead = request.socket.bytesRead));
      discardUnreadBodyAfterAnswer(request, response, { maxBytes: cap });
      // Refused unread, as the app process refuses an enquiry declared too large.
      void readEnquiryBody(request).then((body) => {
        response.writeHead(body.ok ? 200 : body.status);
        response.end();
      });
    });
    closeAfterTest(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => {
      const client = httpRequest({
        port,
        host: '127.0.0.1',
        method: 'POST',
        headers: { ...json, 'content-length': sending },
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
    // Cut off within a read or two of the limit, also for a body refused before anyone read it.
    expect(serverRead).toBeLessThan(2 * cap);
  });
});
