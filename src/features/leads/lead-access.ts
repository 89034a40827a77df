/** What staff are told when a lead they may not work is asked for (src/features/staff/access.ts). */
export const someoneElsesLead =
  'Someone else owns this lead: only its owner or a manager can open or change it.';
