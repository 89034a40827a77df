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
  twoFactorRequired,
}: {
  query: Record<string, string | string[] | undefined>;
  staff: readonly StaffMember[];
  twoFactorRequired: boolean;
}) {
  const key = Object.keys(accountNotices).find((name) => typeof query[name] === 'string');
  const member = key ? staff.find((candidate) => candidate.id === query[key]) : undefined;
  return (
    <>
      {key && member && (
        <Notice>
          {staffDisplayName(member)}: {accountNotices[key]}
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
