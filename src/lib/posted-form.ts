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

/**
 * The version a settings save may overwrite: the one "Apply mine anyway" sent (the version its
 * refusal showed), else the one the form was opened at.
 */
export function versionToOverwrite(formData: FormData): string {
  const sent = formData.get(formData.has('overrideVersion') ? 'overrideVersion' : 'version');
  return typeof sent === 'string' ? sent : '';
}
