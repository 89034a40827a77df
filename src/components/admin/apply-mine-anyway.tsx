/**
 * The deliberate way past a refusal: the version the refusal showed, sent only when ticked. A
 * choice, not a button, so Enter in a field can never overwrite someone's change.
 */
export function ApplyMineAnyway({ id, currentVersion }: { id: string; currentVersion: number | string }) {
  return (
    <div className="mt-3 flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        name="overrideVersion"
        value={currentVersion}
        className="mt-0.5 size-5 accent-brand-700"
      />
      <label htmlFor={id} className="font-semibold">
        Apply mine anyway
      </label>
    </div>
  );
}
