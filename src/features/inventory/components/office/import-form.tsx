'use client';

import { useActionState } from 'react';

import { Button } from '@/components/ui/button';
import { Field, controlClass } from '@/components/ui/field';
import { RefusalAlert } from '@/components/ui/refusal-alert';

import { checkImportFile, type ImportFileState } from '../../actions';

/**
 * Sends a CSV to be checked; the page then shows its preview. A browser cannot keep a file chosen
 * before, so after a refusal the form names the file sent (`sentFileName` when the refusal is the
 * kept file's problems) to be chosen again.
 */
export function ImportForm({ sentFileName }: { sentFileName?: string }) {
  const [state, action, pending] = useActionState<ImportFileState, FormData>(checkImportFile, {});
  const named = state.fileName ?? sentFileName;
  return (
    <>
      {state.problem && (
        <RefusalAlert answer={state} className="mt-6">
          <p className="font-bold text-danger">{state.problem}</p>
        </RefusalAlert>
      )}
      <form action={action} className="mt-6 card p-5">
        <Field
          id="import-file"
          name="file"
          label="CSV file"
          hint={
            named
              ? `You sent ${named}. A browser cannot keep a file chosen before, so choose it again once it is fixed.`
              : 'The columns of an export. A row with an id updates that cart; a row with an empty id adds one.'
          }
        >
          {(control) => (
            <input {...control} type="file" accept=".csv,text/csv" required className={controlClass} />
          )}
        </Field>
        <Button type="submit" className="mt-4" disabled={pending}>
          {pending ? 'Checking...' : 'Check file'}
        </Button>
        <p className="mt-2 text-sm text-muted">
          Nothing changes until you have seen the preview and press Apply.
        </p>
      </form>
    </>
  );
}
