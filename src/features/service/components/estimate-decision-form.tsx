'use client';

import { Button } from '@/components/ui/button';
import { RefusalMessages, refusalSentences } from '@/components/ui/refusal-alert';
import { useRefusableForm } from '@/components/ui/use-refusable-form';
import { formatCents } from '@/features/rentals/rental-price';

import { decideEstimateAction, type LinkFormState } from '../actions';
import { estimateLineKindLabels, type EstimateLine } from '../service-booking';
import { durationLabel } from '../service-shop';

/**
 * Each line of the estimate with Approve and Decline, answered together in one post: works
 * without JavaScript, and a line left unanswered is asked for, with every answer kept.
 */
export function EstimateDecisionForm({
  reference,
  round,
  linkKey,
  lines,
}: {
  reference: string;
  round: number;
  linkKey: string;
  lines: readonly EstimateLine[];
}) {
  const { state, formAction, pending, onSubmit } = useRefusableForm<LinkFormState>(decideEstimateAction, {});
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="grid gap-4">
      <input type="hidden" name="reference" value={reference} />
      <input type="hidden" name="round" value={round} />
      <input type="hidden" name="key" value={linkKey} />
      <RefusalMessages
        answer={state}
        messages={refusalSentences(state.errors, { opening: 'Not sent yet.' })}
      />
      {lines.map((line) => {
        const name = `line.${line.id}`;
        const error = state.errors?.[name]?.[0];
        return (
          <fieldset
            key={`${line.id}:${state.attempt ?? 0}`}
            className="rounded-xl border border-line bg-white p-4"
            aria-describedby={error ? `${line.id}-error` : undefined}
          >
            <legend className="px-1 font-semibold">
              {line.description}: {formatCents(line.cents)}
            </legend>
            <p className="text-sm text-muted">
              {estimateLineKindLabels[line.kind]}
              {line.minutes ? `, ${durationLabel(line.minutes)}` : ''}
            </p>
            <div className="mt-2 flex flex-wrap gap-4">
              {(['approved', 'declined'] as const).map((decision) => (
                <label
                  key={decision}
                  htmlFor={`${line.id}-${decision}`}
                  className="flex min-h-11 items-center gap-2"
                >
                  <input
                    id={`${line.id}-${decision}`}
                    type="radio"
                    name={name}
                    value={decision}
                    defaultChecked={state.values?.[name] === decision}
                    className="size-5 accent-brand-700"
                  />
                  {decision === 'approved' ? 'Approve' : 'Decline'}
                </label>
              ))}
            </div>
            {error && (
              <p id={`${line.id}-error`} className="mt-1 text-sm font-semibold text-danger">
                {error}
              </p>
            )}
          </fieldset>
        );
      })}
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? 'Sending...' : 'Send my answer'}
        </Button>
      </div>
    </form>
  );
}
