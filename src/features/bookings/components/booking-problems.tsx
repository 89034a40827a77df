import { RefusalLinks } from '@/components/ui/refusal-alert';
import type { FormState } from '@/lib/posted-form';

/**
 * "Not booked yet": why a booking form was refused, announced and focused each time an answer
 * comes back. What the form as a whole was refused for (too many bookings from here, a drop-off
 * taken meanwhile) is said as sentences, not counted as something to fix; each field's message is
 * a link to the control it is about. Nothing when nothing was refused.
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
  const { form: sentences = [], ...fields } = answer.errors ?? {};
  const links = Object.entries(fields).flatMap(([field, messages]) =>
    (messages ?? []).map((text) => ({ controlId: fieldIdOf(field), text })),
  );
  const toFix = links.length === 1 ? 'one thing needs fixing' : `${links.length} things need fixing`;
  return (
    <RefusalLinks
      answer={answer}
      headingId={headingId}
      heading={links.length === 0 ? 'Not booked yet.' : `Not booked yet: ${toFix}.`}
      sentences={sentences}
      links={links}
    />
  );
}
