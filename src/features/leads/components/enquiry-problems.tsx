import { RefusalAlert } from '@/components/ui/refusal-alert';

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
  if (refusal === 0 || problems.length === 0) return null;
  return (
    <RefusalAlert answer={refusal} labelledBy="enquiry-problems-heading">
      <h3 id="enquiry-problems-heading" className="font-bold text-danger">
        Not sent yet: {problems.length === 1 ? 'one field to fix' : `${problems.length} fields to fix`}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {problems.map((problem) => (
          <li key={problem.controlId}>
            <a href={`#${problem.controlId}`} className="font-semibold text-danger underline">
              {problem.label}
            </a>
          </li>
        ))}
      </ul>
    </RefusalAlert>
  );
}
