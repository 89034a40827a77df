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
 * Whether a visitor changed any control from what the page was served with. A value the browser
 * could not take as served (a number field sent "$2,000") reads as empty without anyone typing.
 */
function changedFromServed(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some((control) => {
    if (control instanceof HTMLSelectElement) {
      // Served with no option marked, a select shows its first.
      const served = Math.max(
        0,
        Array.from(control.options).findIndex((option) => option.defaultSelected),
      );
      return control.selectedIndex !== served;
    }
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'))
      return control.checked !== control.defaultChecked;
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)
      return control.value !== '' && control.value !== control.defaultValue;
    return false;
  });
}

/**
 * For a figure drawn beside a form from what is typed in it (a payment estimate): what a visitor
 * typed or chose before the page's scripts ran (a slow phone, a quick visitor) raised no event
 * anyone heard, so the form is read once they run, and the figure never stands for values its
 * fields no longer show. Untouched, the figure stays the one drawn from what the page was served
 * with. Later changes are the form's own `onInput`. `onValues` is a state setter, the same
 * function on every render, so the form is read once.
 */
export function useValuesTypedBeforeListening(
  form: RefObject<HTMLFormElement | null>,
  onValues: ((values: Record<string, string>) => void) | undefined,
): void {
  useEffect(() => {
    if (form.current && onValues && changedFromServed(form.current)) onValues(formValues(form.current));
  }, [form, onValues]);
}
