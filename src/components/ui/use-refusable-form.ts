'use client';

import { startTransition, useActionState, type FormEvent } from 'react';

/**
 * A form whose server action may refuse it. Sent by hand, not as a form action, so React does not
 * reset the form after a refusal: what was typed and chosen stays. The pressed button's name and
 * value travel with the form, as they do without scripts; without JavaScript the form posts and
 * the page shows the answer.
 */
export function useRefusableForm<State>(
  action: (previous: State, formData: FormData) => Promise<State>,
  initial: State,
) {
  const [state, formAction, pending] = useActionState<State, FormData>(
    // A form state is a plain object, never a promise: Awaited<State> is State itself.
    action as unknown as (previous: Awaited<State>, formData: FormData) => Promise<State>,
    initial as Awaited<State>,
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const data = new FormData(event.currentTarget, submitter);
    startTransition(() => formAction(data));
  };
  return { state: state as State, formAction, pending, onSubmit };
}
