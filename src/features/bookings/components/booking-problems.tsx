import { RefusalLinks } from '@/components/ui/refusal-alert';
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
  const links = Object.entries(answer.errors ?? {}).flatMap(([field, messages]) =>
    messages.map((text) => ({ controlId: fieldIdOf(field), text })),
  );
  return (
    <RefusalLinks
      answer={answer}
      headingId={headingId}
      heading={`Not booked yet: ${links.length === 1 ? 'one thing needs' : `${links.length} things need`} fixing.`}
      links={links}
    />
  );
}
