'use client';

import { useId, type ReactNode } from 'react';

import { ApplyMineAnyway } from '@/components/admin/apply-mine-anyway';
import { Button } from '@/components/ui/button';
import { RefusalMessages, refusalSentences } from '@/components/ui/refusal-alert';
import { useRefusableForm } from '@/components/ui/use-refusable-form';

import type { DeskFormState } from '../../desk-actions';

/**
 * Why a desk form was not saved, said once where the form ends: the form's own message (a field's
 * is under the field), the changes someone made since the page was opened with the choice to
 * apply this one anyway, the bookings or workshop days holding a cart with the carts free
 * instead (each a button of this form: `name="cart"`), the bookings a fleet change would strand.
 */
export function DeskRefusal({
  state,
  fieldNames = [],
  freeCartAction,
  children,
}: {
  state: DeskFormState;
  /** The form's fields: their messages are repeated here, so the alert says why nothing was saved. */
  fieldNames?: readonly string[];
  /** The words on each free cart's button ("Extend on SH4-05"), when the form offers them. */
  freeCartAction?: (label: string) => string;
  children?: ReactNode;
}) {
  const applyAnywayId = useId();
  const messages = refusalSentences(state.errors, {
    more: [
      ...(state.stale ? ['Not saved: this booking changed after you opened it.'] : []),
      ...(state.taken ? ['Not saved: that cart is not free for the whole time.'] : []),
      ...(state.stranded
        ? ['Not saved: bookings need this cart then. Move them to another cart first.']
        : []),
    ],
    fields: fieldNames,
  });
  return (
    <RefusalMessages answer={state} messages={messages}>
      {state.stale && (
        <>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {state.stale.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
          <ApplyMineAnyway id={applyAnywayId} currentVersion={state.stale.currentVersion} />
        </>
      )}
      {state.taken && (
        <>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {state.taken.inTheWay.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {freeCartAction &&
            (state.taken.free.length === 0 ? (
              <p className="mt-3">No other cart of this type is free for that time.</p>
            ) : (
              <>
                <p className="mt-3 font-semibold">Free for that time:</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  {state.taken.free.map((cart) => (
                    <Button
                      key={cart.id}
                      type="submit"
                      name="cart"
                      value={cart.id}
                      variant="secondary"
                      size="sm"
                    >
                      {freeCartAction(cart.label)}
                    </Button>
                  ))}
                </div>
              </>
            ))}
        </>
      )}
      {state.alternatives && state.alternatives.length > 0 && (
        <>
          <p className="mt-3 font-semibold">Free instead:</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {state.alternatives.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {children}
    </RefusalMessages>
  );
}

/**
 * A form of the desk that the server may refuse: its hidden fields, its controls (made afresh
 * with each answer so they show what was sent), one submit button, and the refusal under it.
 */
export function DeskForm({
  action,
  hidden,
  submit,
  submitVariant = 'primary',
  fieldNames,
  freeCartAction,
  labelledBy,
  className,
  refusalExtra,
  after,
  landing,
  children,
}: {
  action: (previous: DeskFormState, formData: FormData) => Promise<DeskFormState>;
  hidden: Readonly<Record<string, string | number>>;
  /** The submit button's words; none when the controls hold their own buttons. */
  submit?: string;
  /** How the submit button looks: secondary for a change that cannot be undone (cancel). */
  submitVariant?: 'primary' | 'secondary';
  fieldNames?: readonly string[];
  freeCartAction?: (label: string) => string;
  labelledBy?: string;
  className?: string;
  refusalExtra?: (state: DeskFormState) => ReactNode;
  /** Shown after the form (not in it): what needs forms of its own. */
  after?: (state: DeskFormState) => ReactNode;
  /** Where a post without JavaScript lands, when its answer is read elsewhere too (useRefusableForm). */
  landing?: string;
  children: (state: DeskFormState, pending: boolean) => ReactNode;
}) {
  const { state, formAction, pending, onSubmit } = useRefusableForm<DeskFormState>(action, {}, landing);
  return (
    <>
      <form
        action={formAction}
        onSubmit={onSubmit}
        noValidate
        className={className}
        aria-labelledby={labelledBy}
      >
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children(state, pending)}
        {submit && (
          <Button type="submit" variant={submitVariant} disabled={pending} className="mt-4">
            {pending ? 'Saving...' : submit}
          </Button>
        )}
        <DeskRefusal state={state} fieldNames={fieldNames} freeCartAction={freeCartAction}>
          {refusalExtra?.(state)}
        </DeskRefusal>
      </form>
      {after?.(state)}
    </>
  );
}
