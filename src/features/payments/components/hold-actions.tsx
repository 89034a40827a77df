'use client';

import { DeskForm } from '@/features/rentals/components/desk/desk-form';

import { convertHoldAction, extendHoldAction } from '../actions';

/** A live hold's two steps for sales staff: a week longer, or the sale made. */
export function HoldActions({ holdId }: { holdId: string }) {
  return (
    <div className="flex flex-wrap gap-3">
      <DeskForm
        action={extendHoldAction}
        hidden={{ id: holdId }}
        submit="Extend a week"
        submitVariant="secondary"
      >
        {() => null}
      </DeskForm>
      <DeskForm action={convertHoldAction} hidden={{ id: holdId }} submit="Convert to the sale">
        {() => null}
      </DeskForm>
    </div>
  );
}
