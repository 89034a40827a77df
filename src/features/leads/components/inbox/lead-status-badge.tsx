import { StatusBadge } from '@/components/ui/status-badge';

import { leadStatusLabels, type LeadStatus } from '../../lead';
import { durationLabel } from '../../lead-desk';

const tones: Record<LeadStatus, string> = {
  new: 'bg-accent-400 text-ink',
  contacted: 'bg-brand-100 text-brand-900',
  appointment: 'bg-brand-700 text-white',
  won: 'bg-brand-900 text-white',
  lost: 'bg-surface text-ink ring-1 ring-line',
  spam: 'bg-red-100 text-danger',
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <StatusBadge tone={tones[status]}>{leadStatusLabels[status]}</StatusBadge>;
}

/** A lead not answered within the dealer's promise. */
export function OverdueBadge() {
  return <StatusBadge tone="bg-danger text-white">Overdue</StatusBadge>;
}

/** A lead still inside the promise, not answered yet: how long is left ("Due in 9 min"). */
export function DueBadge({ left }: { left: number }) {
  return (
    <StatusBadge tone="bg-accent-50 text-ink ring-1 ring-accent-500">
      Due in {durationLabel(left)}
    </StatusBadge>
  );
}

/** Overdue, or how long is left, or nothing for a lead answered or closed. */
export function PromiseBadge({ overdue, left }: { overdue: boolean; left: number | undefined }) {
  if (overdue) return <OverdueBadge />;
  return left === undefined ? null : <DueBadge left={left} />;
}
