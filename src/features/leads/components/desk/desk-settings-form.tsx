'use client';

import { VersionedSettingsForm } from '@/components/admin/versioned-settings-form';
import { ChoiceOptions } from '@/components/ui/field';
import { KeptField } from '@/components/ui/kept-field';
import { teamLabels, teams } from '@/features/staff/staff-roles';

import { saveDeskSettingsAction } from '../../actions';
import type { DeskSettings } from '../../desk-settings';

/** Where general questions go, each team's shared address, and the response promise. */
export function DeskSettingsForm({ settings, version }: { settings: DeskSettings; version: string }) {
  return (
    <VersionedSettingsForm action={saveDeskSettingsAction} version={version} what="the desk settings">
      {(state) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <KeptField
            answer={state}
            id="desk-general-team"
            name="generalTeam"
            label="General questions go to"
            initial={settings.generalTeam}
          >
            {(control) => (
              <select {...control}>
                <ChoiceOptions choices={teams} labels={teamLabels} />
              </select>
            )}
          </KeptField>
          <KeptField
            answer={state}
            id="desk-promise"
            name="promiseMinutes"
            label="Answer every lead within (minutes of opening hours)"
            initial={String(settings.promiseMinutes)}
          >
            {(control) => <input {...control} inputMode="numeric" />}
          </KeptField>
          <p className="text-sm text-muted sm:col-span-2">
            A team&apos;s address gets its leads while nobody on the team is available; left empty, the
            LEADS_TO address does.
          </p>
          {teams.map((team) => (
            <KeptField
              key={team}
              answer={state}
              id={`desk-${team}-address`}
              name={`${team}Address`}
              label={`${teamLabels[team]} address`}
              initial={settings.teamAddresses[team]}
            >
              {(control) => <input {...control} type="email" multiple />}
            </KeptField>
          ))}
        </div>
      )}
    </VersionedSettingsForm>
  );
}
