import type { IncomingMessage } from 'node:http';

import { describe, expect, it } from 'vitest';

import { clientAddress } from '@/http-server/client-address';

function request(socketAddress: string, forwardedFor?: string | string[]): IncomingMessage {
  return {
    socket: { remoteAddress: socketAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
}

describe('the client address', () => {
  it('is the connection itself when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientAddress(request('203.0.113.9'), undefined)).toBe('203.0.113.9');
    expect(clientAddress(request('203.0.113.9', '198.51.100.1'), undefined)).toBe('203.0.113.9');
    expect(clientAddress(request('203.0.113.9', '198.51.100.1, 198.51.100.2'), undefined)).toBe(
      '203.0.113.9',
    );
  });

  it('behind one trusted proxy is the entry that proxy appended, never one the client wrote', () => {
    // nginx appends the address it saw to whatever the client sent.
    expect(clientAddress(request('127.0.0.1', '203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientAddress(request('127.0.0.1', '6.6.6.6, 203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientAddress(request('127.0.0.1', ['6.6.6.6', '203.0.113.9']), 1)).toBe('203.0.113.9');
  });

  it('behind two proxies counts two from the right', () => {
    expect(clientAddress(request('10.0.0.2', '6.6.6.6, 203.0.113.9, 10.0.0.1'), 2)).toBe('203.0.113.9');
  });

  it('falls back to the connection when the proxy sent no header', () => {
    expect(clientAddress(request('127.0.0.1'), 1)).toBe('127.0.0.1');
    expect(clientAddress(request('127.0.0.1', ''), 1)).toBe('127.0.0.1');
  });
});
