import Link from 'next/link';

import { Card } from '@/components/ui/card';

import type { DeskSettings } from '../../desk-settings';
import { DeskSettingsForm } from './desk-settings-form';

/** The staff page's card on where leads go: the desk settings, and the way to the reply templates. */
export function LeadRoutingCard({ settings }: { settings: DeskSettings & { version: string } }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 id="desk" className="text-xl font-bold">
        Lead routing
      </h2>
      <p className="mt-1 text-muted">
        Quotes, financing, trade-ins, comparisons and test drives go to sales; rentals and service to their
        teams; parts to service. Each new lead goes to whoever on the team has waited longest for one,
        skipping anyone away or disabled.
      </p>
      <div className="mt-4">
        <DeskSettingsForm settings={settings} version={settings.version} />
      </div>
      <p className="mt-6 border-t border-line pt-4">
        <Link href="/admin/staff/replies" className="font-semibold text-brand-800 underline">
          Edit the reply templates
        </Link>
        <span className="text-muted">: the first e-mail each kind of lead is answered with.</span>
      </p>
    </Card>
  );
}
