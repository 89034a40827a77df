import { formatPrice } from '@/lib/format-price';

/**
 * What someone else changed since a page was opened, as the refused save tells it: one line per
 * person and moment ("Changed by Sam Rivera at 3:42 PM: Status Available → Sold; Price $9,995 → $9,495").
 */

/** Where a change was made when not on the vehicle's own page: its history names it. */
const changeSources = ['import', 'list', 'import undone'] as const;
export type ChangeSource = (typeof changeSources)[number];

/** A field's name in the history: "Price", or "Price (import)" for a change an import made. */
export const fieldAsWritten = (field: string, source?: ChangeSource) =>
  source ? `${field} (${source})` : field;

/** Every name a field's changes carry in the history, wherever they were made. */
export const fieldNamesWritten = (field: string): string[] => [
  field,
  ...changeSources.map((source) => fieldAsWritten(field, source)),
];

export interface ChangeEntry {
  staff_email: string;
  /** The name on the account that made it, where the account has one. */
  staff_name?: string | null;
  field: string;
  old_value: string | null;
  new_value: string | null;
  changed_at: string;
}

export interface ChangeGroup {
  by: string;
  at: string;
  changes: string[];
}

/** The fields whose stored value is whole dollars, wherever the change was made. */
const dollarFields = new Set(['Price', 'Sale price'].flatMap(fieldNamesWritten));

/** A stored value as staff read it: a price in dollars ("$9,495"), anything else as written. */
export const valueAsShown = (field: string, value: string | null): string | null =>
  value !== null && dollarFields.has(field) && /^\d+$/.test(value) ? formatPrice(Number(value)) : value;

/** Who made a change: the name on their account, else the address they sign in with. */
export const changedBy = (entry: Pick<ChangeEntry, 'staff_email' | 'staff_name'>) =>
  entry.staff_name || entry.staff_email;

const longest = 80;
const shown = (value: string | null) => {
  if (!value) return '(empty)';
  const oneLine = value.replace(/\s+/g, ' ').trim();
  return oneLine.length > longest ? `${oneLine.slice(0, longest - 1)}…` : oneLine;
};

/** One field's change on one line: "Price $9,995 → $9,495", long text cut short. */
export const describeChange = (field: string, was: string | null, now: string | null) =>
  `${field} ${shown(valueAsShown(field, was))} → ${shown(valueAsShown(field, now))}`;

/** Entries oldest first, grouped by who made them at one moment (one save writes one moment). */
export function groupChanges(entries: readonly ChangeEntry[]): ChangeGroup[] {
  const groups: ChangeGroup[] = [];
  for (const entry of entries) {
    const change = describeChange(entry.field, entry.old_value, entry.new_value);
    const last = groups.at(-1);
    const by = changedBy(entry);
    if (last && last.by === by && last.at === entry.changed_at) last.changes.push(change);
    else groups.push({ by, at: entry.changed_at, changes: [change] });
  }
  return groups;
}
