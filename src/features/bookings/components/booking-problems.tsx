import { RefusalAlert } from '@/components/ui/refusal-alert';
import type { FormState } from '@/lib/posted-form';

/**
 * "Not booked yet": every message of a refused booking form, each a link to the field it is
 * about, announced and focused each time an answer comes back. Nothing when nothing was refused.
 */
export function BookingProblems({
  answer,
  headingId,
  fieldIdOf,
}: {
  answer: FormState;
  headingId: string;
  /** The id of the control a field's message should take the visitor to. */
  fieldIdOf: (field: string) => string;
}) {
  const problems = Object.entries(answer.errors ?? {}).flatMap(([field, messages]) =>
    messages.map((message) => ({ field, message })),
  );
  if (problems.length === 0) return null;
  return (
    <RefusalAlert answer={answer} labelledBy={headingId}>
      <h3 id={headingId} className="font-bold text-danger">
        Not booked yet: {problems.length === 1 ? 'one thing needs' : `${problems.length} things need`} fixing.
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {problems.map(({ field, message }) => (
          <li key={`${field}:${message}`}>
            <a href={`#${fieldIdOf(field)}`} className="font-semibold text-danger underline">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </RefusalAlert>
  );
}
