/**
 * Why a lead may not be worked (src/features/staff/access.ts, mayWorkLead), as its refusal says
 * it: someone else owns it, or it is spam nobody owns, which the managers look over.
 */
export const leadRefusals = {
  owned: 'Someone else owns this lead: only its owner or a manager can open or change it.',
  spam: 'This lead is marked as spam and nobody owns it: a manager looks those over.',
} as const;

export type LeadRefusal = keyof typeof leadRefusals;

export const leadRefusal = (lead: { assignedTo: string | null }): LeadRefusal =>
  lead.assignedTo === null ? 'spam' : 'owned';

export const leadRefusedBecause = (lead: { assignedTo: string | null }): string =>
  leadRefusals[leadRefusal(lead)];
