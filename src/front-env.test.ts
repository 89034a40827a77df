import { describe, expect, it } from 'vitest';

import { parseFrontEnv } from '@/front-env';

describe('parseFrontEnv', () => {
  it('fills in what the server does when nothing is set', () => {
    expect(parseFrontEnv({})).toEqual({
      PORT: 3000,
      SITE_URL: 'http://localhost:3000',
      HOSTNAME_BIND: '0.0.0.0',
      LOG_LEVEL: 'info',
    });
  });

  it('reads each setting the server takes, as the app reads the ones they share', () => {
    expect(
      parseFrontEnv({
        PORT: '8080',
        SITE_URL: 'https://carts.example.com/',
        TRUST_PROXY: '2',
        LOG_LEVEL: 'warn',
        HOSTNAME_BIND: '127.0.0.1',
        APP_ROOT: '/srv/dealer',
        WEB_CONCURRENCY: 'auto',
      }),
    ).toEqual({
      PORT: 8080,
      SITE_URL: 'https://carts.example.com',
      TRUST_PROXY: 2,
      LOG_LEVEL: 'warn',
      HOSTNAME_BIND: '127.0.0.1',
      APP_ROOT: '/srv/dealer',
      WEB_CONCURRENCY: 'auto',
    });
  });

  it('stops with a message naming each wrong setting', () => {
    expect(() => parseFrontEnv({ PORT: '70000', TRUST_PROXY: 'yes', LOG_LEVEL: 'loud' })).toThrow(
      /PORT[\s\S]*TRUST_PROXY[\s\S]*LOG_LEVEL/,
    );
  });

  it('leaves the app’s own settings to the app', () => {
    expect(() => parseFrontEnv({ DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' })).not.toThrow();
  });
});
