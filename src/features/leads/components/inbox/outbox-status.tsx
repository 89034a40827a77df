import type { OutboxBacklog } from '../../server/outbox';

function age(seconds: number): string {
  if (seconds < 90) return 'less than 2 minutes';
  const minutes = Math.round(seconds / 60);
  if (minutes < 120) return `${minutes} minutes`;
  return `${Math.round(minutes / 60)} hours`;
}

/**
 * One line above the leads on how the e-mail to staff, the CRM and customers is getting out: a
 * backlog or failures mean someone should look at the mail server before leads go cold.
 */
export function OutboxStatus({
  backlog,
  mailConfigured,
}: {
  backlog: OutboxBacklog;
  mailConfigured: boolean;
}) {
  if (!mailConfigured)
    return (
      <p className="mt-4 text-sm text-muted">
        E-mail is not configured (SMTP_URL is unset): leads are only in this inbox.
      </p>
    );
  const waiting =
    backlog.pending === 0
      ? 'Every lead e-mail has been sent.'
      : `${backlog.pending} ${backlog.pending === 1 ? 'e-mail is' : 'e-mails are'} waiting to be sent${
          backlog.oldestPendingSeconds === null ? '' : `, the oldest for ${age(backlog.oldestPendingSeconds)}`
        }.`;
  const failed =
    backlog.failed === 0
      ? ''
      : ` ${backlog.failed} could not be delivered after every retry: check the mail server, and call those customers.`;
  const attention = backlog.failed > 0 || (backlog.oldestPendingSeconds ?? 0) > 15 * 60;
  return (
    <p
      className={`mt-4 rounded-md border px-3 py-2 text-sm ${
        attention ? 'border-accent-400 bg-accent-50 text-ink' : 'border-line text-muted'
      }`}
    >
      <span className="font-semibold">Outgoing e-mail: </span>
      {waiting}
      {failed}
    </p>
  );
}
