import { RefusalLinks } from '@/components/ui/refusal-alert';

/** A field of a refused enquiry: its control, and its label. */
export interface EnquiryProblem {
  controlId: string;
  label: string;
}

/**
 * A refused enquiry's fields to fix, named above the form in an alert that takes the focus (on the
 * page the server sent back too, once its script runs), each a link to its field, where its
 * message stands. `refusal` counts the refusals: each new one takes the focus again.
 */
export function EnquiryProblems({
  refusal,
  problems,
}: {
  refusal: number;
  problems: readonly EnquiryProblem[];
}) {
  if (refusal === 0) return null;
  return (
    <RefusalLinks
      answer={refusal}
      headingId="enquiry-problems-heading"
      heading={`Not sent yet: ${problems.length === 1 ? 'one field to fix' : `${problems.length} fields to fix`}`}
      links={problems.map(({ controlId, label }) => ({ controlId, text: label }))}
    />
  );
}
