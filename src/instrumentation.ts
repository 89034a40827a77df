/**
 * Runs once when a server process starts, before it serves requests: checks the environment
 * and brings the database up to date (migrations, then the catalogue seed on an empty table),
 * creates the ADMIN_EMAIL staff account if asked, starts the mail outbox worker and the spam
 * purge, and registers what the production server asks of the app (src/lib/server-bridge.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('@/env');
  env();
  const { database } = await import('@/server/db/database');
  await database();
  const [{ registerServerBridge }, { currentStockVersion }, { databaseUnreachable, closeDatabase }] =
    await Promise.all([
      import('@/lib/server-bridge'),
      import('@/server/stock/stock-version'),
      import('@/server/db/database'),
    ]);
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = env();
  if (ADMIN_EMAIL && ADMIN_PASSWORD) {
    const { ensureStaff } = await import('@/server/auth/staff');
    if (await ensureStaff(ADMIN_EMAIL, ADMIN_PASSWORD))
      console.log(`Created the staff account ${ADMIN_EMAIL}`);
  }
  const { startOutboxWorker, stopOutboxWorker, deleteExpiredSpam } = await import('@/server/mail/outbox');
  startOutboxWorker();
  const { POST: postContact } = await import('@/app/api/contact/route');
  registerServerBridge({
    postContact,
    stockVersion: currentStockVersion,
    databaseUnreachable,
    shutDown: async () => {
      await stopOutboxWorker();
      await closeDatabase();
    },
  });
  // Spam is kept for SPAM_RETENTION_DAYS (as the privacy policy says), then deleted.
  const purge = () =>
    void deleteExpiredSpam().catch((error: unknown) => console.error('Spam purge failed', error));
  purge();
  setInterval(purge, 6 * 60 * 60 * 1000).unref();
}
