import 'server-only';

/**
 * Whether the database refused a write by the rule (a constraint, index or trigger) named `rule`:
 * PostgreSQL names it in the error's constraint, SQLite only in its message.
 */
export function refusedBy(error: unknown, rule: string): boolean {
  const { message, constraint } = (error ?? {}) as { message?: string; constraint?: string };
  return `${constraint ?? ''} ${message ?? ''}`.includes(rule);
}
