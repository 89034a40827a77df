/**
 * Reading a posted form in a server action: its text fields as sent (to show again after a
 * refusal), and a schema's complaints grouped by the field they are about.
 */

/** The named fields' text as posted ("" for a missing field or a file). */
export function postedText<K extends string>(formData: FormData, names: readonly K[]): Record<K, string> {
  return Object.fromEntries(
    names.map((name) => {
      const value = formData.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  ) as Record<K, string>;
}

/** A refused form's messages by field (the first path segment); "form" for the form as a whole. */
export function errorsByField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[String(issue.path[0] ?? 'form')] ??= []).push(issue.message);
  return errors;
}

/** One message a field (as a check that finds one problem a field answers) as the lists a form shows. */
export function errorLists(errors: Readonly<Record<string, string>>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]));
}

/**
 * The version a settings save may overwrite: the one "Apply mine anyway" sent (the version its
 * refusal showed), else the one the form was opened at.
 */
export function versionToOverwrite(formData: FormData): string {
  const sent = formData.get(formData.has('overrideVersion') ? 'overrideVersion' : 'version');
  return typeof sent === 'string' ? sent : '';
}

/** What a schema reads of a versioned record's form: the fields as sent, with the version a change may overwrite. */
export const withVersionToOverwrite = <Values extends Record<string, string>>(
  values: Values,
  formData: FormData,
) => ({ ...values, version: versionToOverwrite(formData) });

/** What a form's schema offers: zod's safeParse, or anything answering the same way. */
export interface FormSchema<Parsed> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: Parsed }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * The one answer of every server action that a form sends with its previous answer
 * (`useActionState`): what was sent, to show again after a refusal, the messages by field
 * ("form" for the form as a whole), and the count of answers (each one remakes the form's
 * controls, so a select shows what was sent too). `Extras` are what one form needs besides: a
 * version conflict, a preview, recovery codes to show once; each is optional.
 */
export type FormState<Extras extends object = object> = {
  values?: Record<string, string>;
  errors?: Record<string, string[]>;
  attempt?: number;
} & Partial<Extras>;

/** A versioned setting's answer: `stale` when someone saved it after the form was opened. */
export type SettingsFormState = FormState<{ stale: { currentVersion: string } }>;

/** A posted form its schema accepted, as an action decides on it: what was sent, the count, the data, and one refusal. */
export interface AcceptedForm<Name extends string, Parsed> {
  values: Record<Name, string>;
  attempt: number;
  refuse: (message: string, field?: string) => Required<FormState>;
  data: Parsed;
}

/** How a field sent several times (a group of tick boxes) is shown again after a refusal: one text. */
export const listSeparator = ',';

/**
 * A posted form read for a server action: the named fields' text (shown again after a refusal),
 * the answer's count (each answer remakes the form's controls), and either the schema's data or
 * the refusal to send back; `refuse` answers with one message of the action's own (about the form
 * as a whole unless it names a field). `previous` is the form's previous answer (`{}` for an action
 * a form posts without one). `toParse` adjusts what the schema reads (the version to overwrite, a
 * checkbox as a boolean); `values` stays what was sent. `lists` are fields sent once per ticked
 * box: the schema reads each as a list of texts, and a refusal shows it again as one text
 * joined by `listSeparator`.
 */
export function readPostedForm<Name extends string, Parsed>(
  previous: { attempt?: number },
  formData: FormData,
  names: readonly Name[],
  schema: FormSchema<Parsed>,
  toParse: (values: Record<Name, string>) => unknown = (values) => values,
  lists: readonly string[] = [],
): Omit<AcceptedForm<Name, Parsed>, 'data'> &
  ({ data: Parsed; refusal?: undefined } | { data?: undefined; refusal: Required<FormState> }) {
  const sentLists = Object.fromEntries(
    lists.map((name) => [name, formData.getAll(name).filter((value) => typeof value === 'string')]),
  );
  const values = {
    ...postedText(formData, names),
    ...Object.fromEntries(Object.entries(sentLists).map(([name, list]) => [name, list.join(listSeparator)])),
  };
  const attempt = (previous.attempt ?? 0) + 1;
  const refuse = (message: string, field = 'form') => ({ values, errors: { [field]: [message] }, attempt });
  const parsed = schema.safeParse(
    lists.length > 0 ? { ...(toParse(values) as object), ...sentLists } : toParse(values),
  );
  if (parsed.success) return { values, attempt, refuse, data: parsed.data };
  return {
    values,
    attempt,
    refuse,
    refusal: { values, errors: errorsByField(parsed.error.issues), attempt },
  };
}
