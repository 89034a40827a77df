import { RefusalLinks } from '@/components/ui/refusal-alert';

/** A field of a refused enquiry: its control, and its label. */
export interface EnquiryProblem {
  controlId: string;
  label: string;
}

/**
 * A refused enquiry's fields to fix, named above the form in an alert that takes the focus (on the
 * page the server sent back too, once its script runs), each a link to its field, where its
 * message stands; or why the server sent nothing when no field is at fault (too many enquiries, a
 * failure), which stays on screen there. `refusal` counts the refusals: each new one takes the
 * focus again.
 */
export function EnquiryProblems({
  refusal,
  problems,
  said,
}: {
  refusal: number;
  problems: readonly EnquiryProblem[];
  /** Why it was not sent, when no field is at fault. */
  said?: string;
}) {
  if (refusal === 0) return null;
  return (
    <RefusalLinks
      answer={refusal}
      headingId="enquiry-problems-heading"
      heading={
        problems.length === 0
          ? 'Not sent yet'
          : `Not sent yet: ${problems.length === 1 ? 'one field to fix' : `${problems.length} fields to fix`}`
      }
      sentences={said ? [said] : []}
      links={problems.map(({ controlId, label }) => ({ controlId, text: label }))}
    />
  );
}
