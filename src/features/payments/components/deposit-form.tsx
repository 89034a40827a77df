'use client';

import { DeskForm } from '@/features/rentals/components/desk/desk-form';

import { settleDepositAction } from '../actions';

/** The desk's one step for a paid rental's deposit: take the return's charges and release the rest. */
export function DepositForm({ bookingId, submit }: { bookingId: string; submit: string }) {
  return (
    <DeskForm action={settleDepositAction} hidden={{ id: bookingId }} submit={submit}>
      {() => null}
    </DeskForm>
  );
}
