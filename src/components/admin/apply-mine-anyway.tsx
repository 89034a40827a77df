import { CheckboxField } from '@/components/ui/checkbox-field';

/**
 * The deliberate way past a refusal: the version the refusal showed, sent only when ticked. A
 * choice, not a button, so Enter in a field can never overwrite someone's change.
 */
export function ApplyMineAnyway({ id, currentVersion }: { id: string; currentVersion: number | string }) {
  return (
    <CheckboxField
      id={id}
      name="overrideVersion"
      value={currentVersion}
      label="Apply mine anyway"
      className="mt-3"
    />
  );
}
