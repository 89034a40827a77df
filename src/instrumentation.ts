import type { Logger } from 'pino';

/**
 * Runs once when a server process starts, before it serves requests: checks the environment,
 * provides the app's functions the production server calls (src/http-server/app-bridge.ts), brings
 * the database up to date (migrations, then the catalogue seed on an empty table), creates the
 * ADMIN_EMAIL staff account if asked, and starts the mail outbox worker, the spam purge and the
 * escalation of overdue leads, the rental reminders, the service drop-off reminders and, with payments on, the payments sweep.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  try {
    await startApp();
  } catch (error) {
    // Next would log this and go on serving, a 500 for every page: a server that cannot start
    // (a wrong setting, payments half configured, no fonts) stops, saying why, and `npm start`
    // exits non-zero so its supervisor sees it.
    process.stderr.write(
      `The server cannot start: ${error instanceof Error ? error.message : String(error)}\nThe server stops.\n`,
    );
    process.exit(1);
  }
}

async function startApp(): Promise<void> {
  const { env } = await import('@/env');
  env();
  // Every rental agreement is set in these fonts: a server without them stops here, saying so,
  // rather than start and refuse every booking.
  const { loadFonts } = await import('@/features/rentals/server/agreement-pdf');
  await loadFonts().catch((error: unknown) => {
    throw new Error(`The rental agreement's fonts could not be read (run npm install): ${String(error)}`);
  });
  const [
    { provideAppBridge },
    { currentStockVersion, knownStockVersion, stockVersionTrustedForMs },
    { databaseUnreachable, databaseBusy, closeDatabase, stopForUnusableDatabase },
    { stopOutboxWorker },
    { stopPaymentsSweep },
    { answerContactPost },
    { appLog },
  ] = await Promise.all([
    import('@/http-server/app-bridge'),
    import('@/features/inventory/server/stock-version'),
    import('@/server/db/database'),
    import('@/features/leads/server/outbox'),
    import('@/features/payments/server/payments-sweep'),
    import('@/features/leads/server/contact-post'),
    import('@/server/app-log'),
  ]);
  provideAppBridge({
    postContact: answerContactPost,
    stockVersion: currentStockVersion,
    knownStockVersion,
    stockVersionTrustedForMs,
    databaseUnreachable,
    shutDown: async () => {
      // A sweep run under way (a cancellation asks for one at any moment) finishes its Stripe
      // requests and records them before the database closes.
      await stopPaymentsSweep();
      await stopOutboxWorker();
      await closeDatabase();
    },
  });
  try {
    await startWithDatabase();
  } catch (error) {
    // A PostgreSQL that is not up yet (still starting after a reboot) must not leave the process
    // answering 500 for good: the server answers 503 with the outage page meanwhile and tries
    // again until the database answers. Anything else will not mend itself by waiting (a SQLite
    // folder that cannot be made, no permission, a full disk, a wrong password, a migration that
    // fails): the start stops, saying which setting and why, and `npm start` exits non-zero. A
    // SQLite file another process holds for a moment (two processes migrating) is waited for.
    if (!(error instanceof DatabaseOpenError)) throw error;
    if (!databaseBusy(error.cause) && (!databaseUnreachable() || env().DATABASE_URL.startsWith('file:')))
      stopForUnusableDatabase(describe(error.cause));
    const retryMs = env().DATABASE_RETRY_MS;
    appLog.error(
      `The database is unreachable (${describe(error.cause)}); pages answer 503 until it answers, asked again every ${retryMs} ms.`,
    );
    retryUntilStarted(retryMs, databaseUnreachable, appLog);
  }
}

/** The database could not be opened, migrated or seeded. */
class DatabaseOpenError extends Error {
  constructor(override readonly cause: unknown) {
    super('The database could not be opened');
  }
}

function describe(error: unknown): string {
  const cause = (error as { cause?: unknown } | null)?.cause;
  const message = (value: unknown) => (value instanceof Error ? value.message : String(value));
  return cause ? `${message(error)}: ${message(cause)}` : message(error);
}

function retryUntilStarted(retryMs: number, databaseUnreachable: () => boolean, log: Logger): void {
  setTimeout(() => {
    startWithDatabase().then(
      // At warn, as the outage it ends was told: a log kept to problems (LOG_LEVEL=warn) shows both.
      () => log.warn('The database answers: migrations, the outbox and the purge have started.'),
      (error: unknown) => {
        if (!databaseUnreachable()) log.error(`Starting on the database failed: ${describe(error)}`);
        retryUntilStarted(retryMs, databaseUnreachable, log);
      },
    );
  }, retryMs).unref();
}

/** What needs the database: its schema and seed, the staff account, the outbox and the purge. */
async function startWithDatabase(): Promise<void> {
  const [{ env }, { database }, { startOutboxWorker, deleteExpiredSpam }, { appLog }] = await Promise.all([
    import('@/env'),
    import('@/server/db/database'),
    import('@/features/leads/server/outbox'),
    import('@/server/app-log'),
  ]);
  // Only a failure to open the database is the database's: anything after it is reported as itself.
  await database().catch((error: unknown) => {
    throw new DatabaseOpenError(error);
  });
  const { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME } = env();
  if (ADMIN_EMAIL && ADMIN_PASSWORD) {
    const { ensureStaff } = await import('@/features/staff/server/staff');
    if (await ensureStaff(ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME))
      appLog.info(`Created the staff account ${ADMIN_EMAIL}`);
  }
  startOutboxWorker();
  // Leads an earlier release stored get the words the inbox search looks in.
  const { fillMissingDetailsText } = await import('@/features/leads/server/lead-search-text');
  void fillMissingDetailsText().catch((error: unknown) =>
    appLog.error({ err: error }, 'Filling the search text of earlier leads failed'),
  );
  // Spam is kept for SPAM_RETENTION_DAYS (as the privacy policy says), then deleted.
  const purge = () =>
    void deleteExpiredSpam().catch((error: unknown) => appLog.error({ err: error }, 'Spam purge failed'));
  purge();
  setInterval(purge, 6 * 60 * 60 * 1000).unref();
  // Leads nobody answered within the dealer's promise are escalated to the managers, once each.
  const { escalateOverdueLeads } = await import('@/features/leads/server/lead-escalation');
  const escalate = () =>
    void escalateOverdueLeads().catch((error: unknown) =>
      appLog.error({ err: error }, 'Lead escalation failed'),
    );
  setInterval(escalate, 60 * 1000).unref();
  // Bookings made before carts were kept until they are due back are kept so too.
  const { keepEarlierBookingsUntilDueBack } = await import('@/features/rentals/server/earlier-bookings');
  void keepEarlierBookingsUntilDueBack()
    .then(({ kept, short }) => {
      if (kept > 0) appLog.info(`Kept ${kept} earlier rental bookings until their carts are due back`);
      for (const { reference, nextReference } of short)
        appLog.warn(
          `Rental ${reference}'s cart is due back too late to be ready for rental ${nextReference}: move one of them at the desk`,
        );
    })
    .catch((error: unknown) =>
      appLog.error({ err: error }, 'Could not keep earlier rental bookings until their carts are due back'),
    );
  // Renters are reminded the day before their pickup and their return, once each.
  const { startRentalReminders } = await import('@/features/rentals/server/rental-reminders');
  startRentalReminders();
  // Service customers are reminded the day before their drop-off, once each.
  const { sendDropOffReminders } = await import('@/features/service/server/reminders');
  const remind = () =>
    void sendDropOffReminders().catch((error: unknown) =>
      appLog.error({ err: error }, 'Service reminders failed'),
    );
  setInterval(remind, 10 * 60 * 1000).unref();
  // Payments online (only when STRIPE_* are set): unpaid bookings released, refunds and deposit
  // holds asked of Stripe until done, cart holds released at their end.
  const { forgetStripeKeyRefusal, paymentsOnline } = await import('@/features/payments/server/stripe-client');
  const { startPaymentsSweep, warnOfPaymentsLeftWaiting } =
    await import('@/features/payments/server/payments-sweep');
  const { recordPaidOnlineOfEarlierBookings } = await import('@/features/payments/server/rental-payments');
  void recordPaidOnlineOfEarlierBookings().catch((error: unknown) =>
    appLog.error({ err: error }, 'Could not record how earlier bookings were paid'),
  );
  void forgetStripeKeyRefusal().catch((error: unknown) =>
    appLog.error({ err: error }, 'Could not forget an earlier refusal of the Stripe key'),
  );
  if (paymentsOnline()) startPaymentsSweep();
  else
    void warnOfPaymentsLeftWaiting().catch((error: unknown) =>
      appLog.error({ err: error }, 'Could not count what waits for payments'),
    );
}
