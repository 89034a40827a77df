import { StatusBadge } from '@/components/ui/status-badge';

import { leadStatusLabels, type LeadStatus } from '../../lead';

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
