'use client';

import { LabelledOptions } from '@/components/ui/field';
import { KeptField } from '@/components/ui/kept-field';
import { DeskForm } from '@/features/rentals/components/desk/desk-form';
import { formatCents } from '@/features/rentals/rental-price';

import { returnRefundByHandAction } from '../actions';
import { handRefundWayLabels, handRefundWays } from '../hand-refund-form';

const wayOptions = handRefundWays.map((way) => ({ id: way, label: handRefundWayLabels[way] }));

/** A manager's record that a failed refund went back to the renter another way, and how. */
export function HandRefundForm({
  bookingId,
  version,
  owedCents,
}: {
  bookingId: string;
  version: number;
  owedCents: number;
}) {
  return (
    <DeskForm
      action={returnRefundByHandAction}
      hidden={{ id: bookingId, version, owed: owedCents }}
      fieldNames={['how']}
      submit={`Record ${formatCents(owedCents)} as returned`}
      submitVariant="secondary"
    >
      {(state) => (
        <KeptField
          answer={state}
          id="hand-refund-how"
          name="how"
          label="Returned to the renter"
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
