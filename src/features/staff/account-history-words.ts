/**
 * A staff account's history as the manager's page reads it: what each change was, in a sentence
 * about the account's owner ("Role from Sales to Manager, by Dana Reyes."). The events are written by
 * the server, in the transaction that makes each change (`server/account-events.ts`).
 */
import { staffRoleLabels, type StaffRole } from './staff-roles';

/** What an account's details page can change, as the history names each one. */
export type AccountDetail = 'name' | 'mobile' | 'role' | 'away';

export interface DetailChange {
  field: AccountDetail;
  from: string | boolean | null;
  to: string | boolean | null;
}

/** How a password came to be set: its owner through a link or Your account, or at the server's shell. */
export type PasswordSetThrough = 'welcome-link' | 'reset-link' | 'own-account' | 'server';

export type AccountEvent =
  | { kind: 'added'; role: StaffRole; atServer?: true }
  | { kind: 'details-changed'; changes: DetailChange[] }
  | { kind: 'disabled' }
  | { kind: 'enabled' }
  | { kind: 'password-set'; through: PasswordSetThrough }
  | { kind: 'two-factor-on' }
  | { kind: 'two-factor-off' }
  | { kind: 'recovery-codes-renewed' }
  | { kind: 'recovery-code-used'; codesLeft: number };

export interface AccountHistoryEntry {
  id: string;
  at: string;
  /** Who did it, by name; null for the server's shell. */
  byName: string | null;
  /** Whether the account's owner did it themselves. */
  byOwner: boolean;
  event: AccountEvent;
}

function detailWords({ field, from, to }: DetailChange): string {
  const shown = (value: string | boolean | null) =>
    value === null || value === ''
      ? 'none'
      : field === 'role'
        ? staffRoleLabels[value as StaffRole]
        : `"${String(value)}"`;
  if (field === 'away') return to ? 'marked away' : 'marked back from away';
  const label = field === 'role' ? 'role' : field === 'name' ? 'name' : 'mobile';
  return `${label} from ${shown(from)} to ${shown(to)}`;
}

/** The change in one sentence, about the account's owner. */
export function accountEventSentence({ event, byName, byOwner }: AccountHistoryEntry): string {
  const by = byOwner ? 'by themselves' : byName ? `by ${byName}` : 'at the server';
  switch (event.kind) {
    case 'added':
      return event.atServer
        ? `Account made at the server (npm run staff:add, or ADMIN_EMAIL at start) as ${staffRoleLabels[event.role]}.`
        : `Added as ${staffRoleLabels[event.role]} ${by}, with a welcome link to choose a password.`;
    case 'details-changed': {
      const words = event.changes.map(detailWords).join('; ');
      return `${words.charAt(0).toUpperCase()}${words.slice(1)}, ${by}.`;
    }
    case 'disabled':
      return `Disabled ${by}: every session ended, no sign-in, no new leads.`;
    case 'enabled':
      return `Enabled again ${by}.`;
    case 'password-set':
      switch (event.through) {
        case 'welcome-link':
          return 'Chose a password through the welcome link.';
        case 'reset-link':
          return 'Set a new password through a reset link; every session ended.';
        case 'own-account':
          return 'Changed their password from Your account; their other sessions ended.';
        case 'server':
          return 'Password set at the server (npm run staff:password or staff:add); every session ended.';
      }
      break;
    case 'two-factor-on':
      return 'Turned two-factor sign-in on.';
    case 'two-factor-off':
      return byOwner
        ? 'Turned two-factor sign-in off, with a code from their app.'
        : `Two-factor sign-in turned off ${by} (phone lost); every session ended.`;
    case 'recovery-codes-renewed':
      return 'Made new recovery codes; the earlier ones stopped working.';
    case 'recovery-code-used':
      return `Used a recovery code (${event.codesLeft} left).`;
  }
}
