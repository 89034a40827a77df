'use client';

import { useEffect, type RefObject } from 'react';

/** A form's named text values as they stand now (files left out). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') values[key] = value;
  });
  return values;
}

/**
 * For a figure drawn beside a form from what is typed in it (a payment estimate): what a visitor
 * typed or chose before the page's scripts ran (a slow phone, a quick visitor) raised no event
 * anyone heard, so the form is read once they run, and the figure never stands for values its
 * fields no longer show. Later changes are the form's own `onInput`. `onValues` is a state setter,
 * the same function on every render, so the form is read once.
 */
export function useValuesTypedBeforeListening(
  form: RefObject<HTMLFormElement | null>,
  onValues: ((values: Record<string, string>) => void) | undefined,
): void {
  useEffect(() => {
    if (form.current && onValues) onValues(formValues(form.current));
  }, [form, onValues]);
}
