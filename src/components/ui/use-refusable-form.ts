'use client';

import { usePathname, useSearchParams } from 'next/navigation';
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
  /**
   * Where a post sent without JavaScript lands (see useLandingAddress): this page at the form, so a
   * refusal is in view rather than a screen further down. The page's own address when not given.
   */
  landing?: string,
) {
  const [state, formAction, pending] = useActionState<State, FormData>(
    // A form state is a plain object, never a promise: Awaited<State> is State itself.
    action as unknown as (previous: Awaited<State>, formData: FormData) => Promise<State>,
    initial as Awaited<State>,
    landing,
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const data = new FormData(event.currentTarget, submitter);
    startTransition(() => formAction(data));
  };
  return { state: state as State, formAction, pending, onSubmit };
}

/**
 * This page's address with `#elementId`: a form posted without JavaScript to it comes back as the
 * page scrolled to that element (its answer at the top of the form), with the keyboard's next Tab
 * from there. Only for pages drawn for each request: reading the query on a page built once would
 * leave its forms to be drawn in the browser.
 */
export function useLandingAddress(elementId: string): string {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  return `${pathname}${query ? `?${query}` : ''}#${elementId}`;
}
