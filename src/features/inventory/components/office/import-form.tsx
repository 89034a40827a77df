'use client';

import { useActionState, useEffect, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { Field, controlClass } from '@/components/ui/field';

import { importInventory, type ImportState } from '../../actions';

/** Sends a CSV to import and shows either every problem found or what changed. */
export function ImportForm() {
  const [state, action, pending] = useActionState<ImportState, FormData>(importInventory, {});
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.problems || state.done) result.current?.focus();
  }, [state]);
  return (
    <>
      {(state.problems || state.done) && (
        <div
          ref={result}
          tabIndex={-1}
          role={state.problems ? 'alert' : 'status'}
          className={`mt-6 rounded-card border p-5 ${state.problems ? 'border-danger bg-red-50' : 'border-brand-700 bg-brand-50'}`}
        >
          {state.problems ? (
            <>
              <h2 className="font-bold text-danger">
                Nothing was imported{state.fileName ? ` from ${state.fileName}` : ''}. Fix these and send the
                file again:
              </h2>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {state.problems.map((problem, index) => (
                  <li key={index}>
                    {problem.row !== undefined && <strong>Row {problem.row}</strong>}
                    {problem.field && <> ({problem.field})</>}
                    {problem.row !== undefined || problem.field ? ': ' : ''}
                    {problem.message}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            state.done && (
              <p className="font-bold text-brand-900">
                Imported: {state.done.created} added, {state.done.updated} updated, {state.done.unchanged}{' '}
                unchanged.
              </p>
            )
          )}
        </div>
      )}
      <form action={action} className="mt-6 card p-5">
        <Field
          id="import-file"
          name="file"
          label="CSV file"
          hint={
            state.problems && state.fileName
              ? `You sent ${state.fileName}. A browser cannot keep a file chosen before, so choose it again once it is fixed.`
              : 'The columns of an export. A row with an id updates that vehicle; a row without one adds a vehicle.'
          }
        >
          {(control) => (
            <input {...control} type="file" accept=".csv,text/csv" required className={controlClass} />
          )}
        </Field>
        <Button type="submit" className="mt-4" disabled={pending}>
          {pending ? 'Checking...' : 'Check and import'}
        </Button>
      </form>
    </>
  );
}
