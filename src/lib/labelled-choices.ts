/**
 * A closed list of choices written once, as the words people read for each: the list (in the
 * order written, for selects, buttons and schemas) comes from the labels, so a choice without a
 * label, or a label for no choice, cannot exist.
 */
export function labelledChoices<Choice extends string>(
  labels: Record<Choice, string>,
): { choices: readonly [Choice, ...Choice[]]; labels: Readonly<Record<Choice, string>> } {
  const choices = Object.keys(labels) as Choice[];
  if (choices.length === 0) throw new Error('A list of choices needs at least one.');
  return { choices: choices as [Choice, ...Choice[]], labels };
}
