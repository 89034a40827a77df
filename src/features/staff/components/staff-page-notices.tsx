import { Notice } from '@/components/admin/notice';

import { staffDisplayName, type StaffMember } from '../staff-roles';

const accountNotices: Record<string, string> = {
  saved: 'Changes saved.',
  disabled: 'Account disabled: every session it had has ended.',
  enabled: 'Account enabled again.',
};

/** What a change on the staff page just did, from the address it came back to. */
export function StaffPageNotices({
  query,
  staff,
  openLeads,
  twoFactorRequired,
}: {
  query: Record<string, string | string[] | undefined>;
  staff: readonly StaffMember[];
  /** Open leads by owner's id. */
  openLeads: ReadonlyMap<string, number>;
  twoFactorRequired: boolean;
}) {
  const key = Object.keys(accountNotices).find((name) => typeof query[name] === 'string');
  const member = key ? staff.find((candidate) => candidate.id === query[key]) : undefined;
  // A disabled account gets no new leads, but keeps those it had: said now, while it can be acted on.
  const leftOpen = key === 'disabled' && member ? (openLeads.get(member.id) ?? 0) : 0;
  return (
    <>
      {key && member && (
        <Notice>
          {staffDisplayName(member)}: {accountNotices[key]}
          {leftOpen > 0 &&
            ` They still own ${leftOpen} open ${leftOpen === 1 ? 'lead' : 'leads'}, which nobody answers until a manager gives ${leftOpen === 1 ? 'it' : 'each'} to someone else from ${leftOpen === 1 ? 'its' : 'its own'} page.`}
        </Notice>
      )}
      {query.security === 'saved' && (
        <Notice>
          {twoFactorRequired
            ? 'Two-factor sign-in is now required: anyone without it sets it up at their next page.'
            : 'Two-factor sign-in is now each person’s choice.'}
        </Notice>
      )}
      {query.desk === 'saved' && <Notice>Desk settings saved.</Notice>}
    </>
  );
}
