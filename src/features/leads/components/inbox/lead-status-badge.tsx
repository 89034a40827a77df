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
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap uppercase ${tones[status]}`}
    >
      {leadStatusLabels[status]}
    </span>
  );
}

/** A lead not answered within the dealer's promise. */
export function OverdueBadge() {
  return (
    <span className="inline-flex rounded-full bg-danger px-2.5 py-1 text-xs font-bold whitespace-nowrap text-white uppercase">
      Overdue
    </span>
  );
}
