'use client';

import { ApplyMineAnyway } from '@/components/admin/apply-mine-anyway';
import { Button } from '@/components/ui/button';
import { Field, controlClass } from '@/components/ui/field';
import { RefusalMessages } from '@/components/ui/refusal-alert';
import { useRefusableForm } from '@/components/ui/use-refusable-form';
import { teamLabels, teams } from '@/features/staff/staff-roles';

import { saveDeskSettingsAction, type DeskSettingsState } from '../../actions';
import type { DeskSettings } from '../../desk-settings';

/** Where general questions go, each team's shared address, and the response promise. */
export function DeskSettingsForm({ settings, version }: { settings: DeskSettings; version: string }) {
  const { state, formAction, pending, onSubmit } = useRefusableForm<DeskSettingsState>(
    saveDeskSettingsAction,
    {},
  );
  const values = state.values ?? {};
  const error = (name: string) => state.errors?.[name]?.[0];
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate>
      <input type="hidden" name="version" value={version} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="desk-general-team"
          name="generalTeam"
          label="General questions go to"
          error={error('generalTeam')}
        >
          {(control) => (
            <select
              {...control}
              key={state.attempt}
              defaultValue={values.generalTeam ?? settings.generalTeam}
              className={controlClass}
            >
              <p className="text-sm text-muted sm:col-span-2">
                A team&apos;s address gets its leads while nobody on the team is available; left empty, the
                LEADS_TO address does.
              </p>
              {teams.map((team) => (
                <option key={team} value={team}>
                  {teamLabels[team]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id="desk-promise"
          name="promiseMinutes"
          label="Answer every lead within (minutes of opening hours)"
          error={error('promiseMinutes')}
        >
          {(control) => (
            <input
              {...control}
              key={state.attempt}
              inputMode="numeric"
              defaultValue={values.promiseMinutes ?? String(settings.promiseMinutes)}
              className={controlClass}
            />
          )}
        </Field>
        <p className="text-sm text-muted sm:col-span-2">
          A team&apos;s address gets its leads while nobody on the team is available; left empty, the LEADS_TO
          address does.
        </p>
        {teams.map((team) => (
          <Field
            key={team}
            id={`desk-${team}-address`}
            name={`${team}Address`}
            label={`${teamLabels[team]} address`}
            error={error(`${team}Address`)}
          >
            {(control) => (
              <input
                {...control}
                key={state.attempt}
                type="email"
                multiple
                defaultValue={values[`${team}Address`] ?? settings.teamAddresses[team]}
                className={controlClass}
              />
            )}
          </Field>
        ))}
      </div>
      <Button type="submit" disabled={pending} className="mt-4">
        {pending ? 'Saving...' : 'Save desk settings'}
      </Button>
      <RefusalMessages
        answer={state}
        messages={
          state.stale
            ? ['Not saved: another manager saved the desk settings after you opened this page.']
            : []
        }
      >
        {state.stale && (
          <ApplyMineAnyway id="desk-apply-anyway" currentVersion={state.stale.currentVersion} />
        )}
      </RefusalMessages>
    </form>
  );
}
