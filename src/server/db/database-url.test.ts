import { describe, expect, it } from 'vitest';

import { databaseBusy, withoutPassword } from '@/server/db/database';

describe('withoutPassword', () => {
  it('hides a PostgreSQL password wherever the URL carries it', () => {
    expect(withoutPassword('postgres://dealer:s3cret@db.internal:5432/site')).toBe(
      'postgres://dealer:***@db.internal:5432/site',
    );
    const inQuery = withoutPassword(
      'postgres://dealer@db/site?password=s3cret&sslpassword=key-pass&sslmode=require',
    );
    expect(inQuery).not.toMatch(/s3cret|key-pass/);
    expect(inQuery).toContain('sslmode=require');
  });

  it('shows nothing of a URL it cannot read, and a SQLite path as it is', () => {
    expect(withoutPassword('postgres://dealer:s3cret@db:54x32/site')).toBe('postgres://*** (not a URL)');
    expect(withoutPassword('file:./data/site.db')).toBe('file:./data/site.db');
  });
});

describe('databaseBusy', () => {
  it('tells a SQLite file another process holds for a moment from a database that cannot be used', () => {
    expect(databaseBusy(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }))).toBe(true);
    expect(databaseBusy(new Error('migration failed', { cause: { code: 'SQLITE_LOCKED' } }))).toBe(true);
    expect(databaseBusy(Object.assign(new Error('file is not a database'), { code: 'SQLITE_NOTADB' }))).toBe(
      false,
    );
  });
});
