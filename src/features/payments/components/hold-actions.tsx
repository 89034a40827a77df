'use client';

import { KeptCheckbox } from '@/components/ui/kept-field';
import { DeskForm } from '@/features/rentals/components/desk/desk-form';

import { convertHoldAction, endHoldAction, extendHoldAction } from '../actions';

/**
 * A live hold's steps for sales staff: a week longer, the sale made, or ended early when the buyer
 * is not going ahead (the deposit refunded, the cart back on sale), once confirmed.
 */
export function HoldActions({
  holdId,
  deposit,
  untilMs,
}: {
  holdId: string;
  deposit: string;
  /** The end this page shows, which an extension counts its week from. */
  untilMs: number;
}) {
  return (
    <div className="flex flex-wrap items-start gap-3">
      <DeskForm
        action={extendHoldAction}
        hidden={{ id: holdId, until: String(untilMs) }}
        submit="Extend a week"
        submitVariant="secondary"
      >
        {() => null}
      </DeskForm>
      <DeskForm action={convertHoldAction} hidden={{ id: holdId }} submit="Convert to the sale">
        {() => null}
      </DeskForm>
      <DeskForm
        action={endHoldAction}
        hidden={{ id: holdId }}
        submit="End the hold"
        submitVariant="secondary"
        fieldNames={['confirm']}
      >
        {(state) => (
          <KeptCheckbox
            answer={state}
            id={`end-${holdId}`}
            name="confirm"
            value="yes"
            label={`The buyer is not going ahead: refund the ${deposit} deposit`}
            hint="The cart goes back on sale at once and the deposit goes back to the buyer’s card; they are e-mailed once it is refunded."
          />
        )}
      </DeskForm>
    </div>
  );
}
