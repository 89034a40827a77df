/**
 * Runs once when a server process starts, before it serves requests: checks the environment
 * and brings the database up to date (migrations, then the catalogue seed on an empty table).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('@/env');
  env();
  const { database } = await import('@/server/db/database');
  await database();
}
