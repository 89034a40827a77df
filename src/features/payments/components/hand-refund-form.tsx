'use client';

import { LabelledOptions } from '@/components/ui/field';
import { KeptField } from '@/components/ui/kept-field';
import { DeskForm } from '@/features/rentals/components/desk/desk-form';
import type { DeskFormState } from '@/features/rentals/desk-actions';
import { formatCents } from '@/features/rentals/rental-price';

import { handRefundWayLabels, handRefundWays } from '../hand-refund-form';

const wayOptions = handRefundWays.map((way) => ({ id: way, label: handRefundWayLabels[way] }));

/**
 * A manager's record that a failed refund went back to the customer another way, and how: a
 * rental's (its hidden fields carry the booking's version) or a cart hold's.
 */
export function HandRefundForm({
  action,
  hidden,
  owedCents,
  customer,
}: {
  action: (previous: DeskFormState, formData: FormData) => Promise<DeskFormState>;
  hidden: { id: string; version?: number };
  owedCents: number;
  /** "renter" or "buyer", in the control's label. */
  customer: string;
}) {
  return (
    <DeskForm
      action={action}
      hidden={{ ...hidden, owed: owedCents }}
      fieldNames={['how']}
      submit={`Record ${formatCents(owedCents)} as returned`}
      submitVariant="secondary"
    >
      {(state) => (
        <KeptField
          answer={state}
          id={`hand-refund-how-${hidden.id}`}
          name="how"
          label={`Returned to the ${customer}`}
          initial=""
          required
        >
          {(control) => (
            <select {...control}>
              <LabelledOptions options={wayOptions} empty="Choose how" />
            </select>
          )}
        </KeptField>
      )}
    </DeskForm>
  );
}
