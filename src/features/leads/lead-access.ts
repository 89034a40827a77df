/** What staff are told when a lead they may not work is asked for (src/features/staff/access.ts). */
export const someoneElsesLead =
  'Someone else owns this lead: only its owner or a manager can open or change it.';

/** The same for spam nobody owns: the managers look it over. */
export const unownedSpamLead = 'This lead is marked as spam and nobody owns it: a manager looks those over.';

/** Why a lead may not be worked, as its refusal says it. */
export const leadRefusedBecause = (lead: { assignedTo: string | null }): string =>
  lead.assignedTo === null ? unownedSpamLead : someoneElsesLead;
