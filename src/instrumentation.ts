/**
 * Runs once when a server process starts, before it serves requests: checks the environment
 * and brings the database up to date (migrations, then the catalogue seed on an empty table),
 * lets the response cache ask for the stock version, creates the ADMIN_EMAIL staff account if
 * asked, and starts the mail outbox worker.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('@/env');
  env();
  const { database } = await import('@/server/db/database');
  await database();
  const [{ registerStockVersionBridge }, { currentStockVersion }] = await Promise.all([
    import('@/lib/stock-version-bridge'),
    import('@/server/stock/stock-version'),
  ]);
  registerStockVersionBridge(currentStockVersion);
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = env();
  if (ADMIN_EMAIL && ADMIN_PASSWORD) {
    const { ensureStaff } = await import('@/server/auth/staff');
    if (await ensureStaff(ADMIN_EMAIL, ADMIN_PASSWORD))
      console.log(`Created the staff account ${ADMIN_EMAIL}`);
  }
  const { startOutboxWorker } = await import('@/server/mail/outbox');
  startOutboxWorker();
}
