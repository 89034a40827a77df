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

/** A control whose value a form sends: an input, a select or a text area. */
export type ValueControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A form's inputs, selects and text areas, in order: the controls that may send a value. */
export function valueControls(form: HTMLFormElement): ValueControl[] {
  return Array.from(form.elements).filter(
    (control): control is ValueControl =>
      control instanceof HTMLInputElement ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement,
  );
}

/** Inputs whose value a form never sends as text. */
const neverTyped = ['submit', 'button', 'reset', 'file', 'image'];

/**
 * A control a visitor writes or picks a value in: text, dates, numbers, notes, a select. Never a
 * hidden field, a tick, a radio, a button or a file.
 */
export function isTypedControl(control: ValueControl): boolean {
  return (
    !(control instanceof HTMLInputElement) ||
    !['hidden', 'checkbox', 'radio', ...neverTyped].includes(control.type)
  );
}

/**
 * What a control sends with its form, as it stands `now` or as the page was `served` with it (its
 * defaults, whatever the visitor did before the page's scripts ran): undefined for a tick or a
 * radio not ticked, a button or a file.
 */
export function sentValue(control: ValueControl, as: 'now' | 'served'): string | undefined {
  const served = as === 'served';
  if (control instanceof HTMLSelectElement) {
    const options = Array.from(control.options);
    // Served with no option marked, a select shows its first.
    const chosen = served
      ? (options.find((option) => option.defaultSelected) ?? options[0])
      : control.selectedOptions[0];
    return chosen?.value ?? '';
  }
  if (control instanceof HTMLTextAreaElement) return served ? control.defaultValue : control.value;
  if (neverTyped.includes(control.type)) return undefined;
  if (control.type === 'checkbox' || control.type === 'radio')
    return (served ? control.defaultChecked : control.checked) ? control.value : undefined;
  return served ? control.defaultValue : control.value;
}

/** Whether a visitor changed any control from what the page was served with. */
function changedFromServed(form: HTMLFormElement): boolean {
  return valueControls(form).some((control) => {
    const now = sentValue(control, 'now');
    if (now === sentValue(control, 'served')) return false;
    // A value the browser could not take as served (a number field sent "$2,000") reads as empty
    // without anyone typing.
    return now !== '' || control instanceof HTMLSelectElement;
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
