/**
 * Why a lead may not be worked (src/features/staff/access.ts, mayWorkLead), as its refusal says
 * it: someone else owns it, or it is spam nobody owns, which the managers look over.
 */
export const leadRefusedBecause = (lead: { assignedTo: string | null }): string =>
  lead.assignedTo === null
    ? 'This lead is marked as spam and nobody owns it: a manager looks those over.'
    : 'Someone else owns this lead: only its owner or a manager can open or change it.';
