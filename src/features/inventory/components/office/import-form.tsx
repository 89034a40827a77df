'use client';

import { useActionState, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Field, controlClass } from '@/components/ui/field';
import { RefusalAlert } from '@/components/ui/refusal-alert';
import type { FormState } from '@/lib/posted-form';

import { checkImportFile } from '../../actions';
import { importFileTooLarge, maxImportFileBytes } from '../../import-file-rules';

/**
 * Sends a CSV to be checked; the page then shows its preview. A browser cannot keep a file chosen
 * before, so after a refusal the form names the file sent (`sentFileName` when the refusal is the
 * kept file's problems) to be chosen again. A file over the size limit is refused here, before it
 * is sent; without JavaScript the server says so (`refusal`, for a post too large to read).
 * A refusal is said for the file (`errors.file`), with the name of the file sent (`values.file`).
 */
export function ImportForm({ sentFileName, refusal }: { sentFileName?: string; refusal?: string }) {
  const [state, action, pending] = useActionState<FormState, FormData>(
    checkImportFile,
    refusal ? { errors: { file: [refusal] } } : {},
  );
  const [tooLarge, setTooLarge] = useState<FormState>();
  const shown = tooLarge ?? state;
  const named = shown.values?.file ?? sentFileName;
  const checkSize = (event: FormEvent<HTMLFormElement>) => {
    const file = new FormData(event.currentTarget).get('file');
    if (file instanceof File && file.size > maxImportFileBytes) {
      event.preventDefault();
      setTooLarge({ values: { file: file.name }, errors: { file: [importFileTooLarge] } });
    } else setTooLarge(undefined);
  };
  return (
    <>
      {shown.errors?.file && (
        <RefusalAlert answer={shown} className="mt-6">
          <p className="font-bold text-danger">{shown.errors.file[0]}</p>
        </RefusalAlert>
      )}
      <form action={action} onSubmit={checkSize} className="mt-6 card p-5">
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
