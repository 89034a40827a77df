import 'server-only';

import { formatDateTime } from '@/lib/format-date';

import type { OpenSession } from '../server/sessions';
import { twoFactorSetup } from '../server/two-factor';
import { SignOutElsewhereForm } from './account-security-forms';
import { ConfirmTwoFactorForm } from './two-factor-forms';

/** The three steps that turn two-factor sign-in on: an app, its scan of this account's secret, a code. */
export async function SetUpTwoFactor({ staff }: { staff: { id: string; email: string } }) {
  const setup = await twoFactorSetup(staff);
  if (!setup)
    return (
      <p role="status" className="mt-4 rounded-xl border border-line bg-surface p-3 font-semibold">
        Two-factor sign-in has just been turned on for this account, in another tab or browser. Reload this
        page to see it.
      </p>
    );
  return (
    <ol className="mt-4 space-y-6">
      <li>
        <h3 className="font-bold">1. Install an authenticator app on your phone</h3>
        <p className="mt-1 text-muted">
          Any app that makes 6-digit codes works: Google Authenticator, Microsoft Authenticator, 1Password and
          others.
        </p>
      </li>
      <li>
        <h3 className="font-bold">2. Scan this code with the app</h3>
        {/* eslint-disable-next-line @next/next/no-img-element -- a data: URI drawn here: nothing to optimise */}
        <img
          src={`data:image/svg+xml;base64,${Buffer.from(setup.qrSvg).toString('base64')}`}
          alt="QR code holding this account's two-factor secret"
          width={200}
          height={200}
          className="mt-3 rounded-xl border border-line bg-white"
        />
        <p className="mt-3 text-sm text-muted">Cannot scan it? Type this key into the app instead:</p>
        <p className="mt-1 font-mono text-lg tracking-wider" data-testid="two-factor-key">
          {setup.secret}
        </p>
      </li>
      <li>
        <h3 className="font-bold">3. Enter the code the app shows</h3>
        <div className="mt-3">
          <ConfirmTwoFactorForm />
        </div>
      </li>
    </ol>
  );
}

/** How many other browsers hold a session of this account, and when each was last used. */
export function OtherSessions({ sessions }: { sessions: readonly OpenSession[] }) {
  if (sessions.length === 0)
    return <p className="mt-1">Only here: no other browser is signed in to this account.</p>;
  return (
    <>
      <p className="mt-1">
        {sessions.length === 1
          ? 'One other browser is signed in to this account too.'
          : `${sessions.length} other browsers are signed in to this account too.`}{' '}
        Not all yours, or a computer you no longer use? Sign them out.
      </p>
      <ul className="mt-3 list-disc pl-5 text-sm">
        {sessions.map((session, index) => (
          <li key={`${index}-${session.startedAt}`}>
            Signed in {formatDateTime(session.startedAt)}, last used {formatDateTime(session.lastSeenAt)}
          </li>
        ))}
      </ul>
      <SignOutElsewhereForm />
    </>
  );
}
