/**
 * What someone else changed since a page was opened, as the refused save tells it: one line per
 * person and moment ("Changed by sam@… at 3:42 PM: Status Available → Sold; Price 9995 → 9495").
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

const longest = 80;
const shown = (value: string | null) => {
  if (!value) return '(empty)';
  const oneLine = value.replace(/\s+/g, ' ').trim();
  return oneLine.length > longest ? `${oneLine.slice(0, longest - 1)}…` : oneLine;
};

/** One field's change on one line: "Price 9995 → 9495", long text cut short. */
export const describeChange = (field: string, was: string | null, now: string | null) =>
  `${field} ${shown(was)} → ${shown(now)}`;

/** Entries oldest first, grouped by who made them at one moment (one save writes one moment). */
export function groupChanges(entries: readonly ChangeEntry[]): ChangeGroup[] {
  const groups: ChangeGroup[] = [];
  for (const entry of entries) {
    const change = describeChange(entry.field, entry.old_value, entry.new_value);
    const last = groups.at(-1);
    if (last && last.by === entry.staff_email && last.at === entry.changed_at) last.changes.push(change);
    else groups.push({ by: entry.staff_email, at: entry.changed_at, changes: [change] });
  }
  return groups;
}
