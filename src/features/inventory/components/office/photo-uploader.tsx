'use client';

import { Upload } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Field, controlClass } from '@/components/ui/field';

import { photoRefusalMessages, photoRules, type PhotoRefusal } from '../../photo-rules';

type FileState =
  | { state: 'waiting' }
  | { state: 'sending'; percent: number }
  | { state: 'processing' }
  | { state: 'added'; to?: string }
  | { state: 'refused'; message: string };

interface UploadItem {
  key: string;
  name: string;
  progress: FileState;
}

/** The server's answer to one file, as a photo route sends it to a script. */
interface UploadAnswer {
  added: number;
  refused: { name: string; reason: PhotoRefusal }[];
  /** Where the photos went, when the route chooses the cart (by stock number). */
  carts?: { name: string; stockNumber: string }[];
}

/** Sends one file, reporting how much of it has gone; resolves with the route's answer. */
function sendPhoto(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadAnswer | { failed: string }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      try {
        if (request.status === 200) return resolve(JSON.parse(request.responseText) as UploadAnswer);
      } catch {
        // Fall through to the plain failure below.
      }
      resolve({ failed: request.responseText.slice(0, 200) || `The server answered ${request.status}.` });
    };
    request.onerror = () => resolve({ failed: 'The connection was lost. Try this photo again.' });
    const body = new FormData();
    body.append('photos', file);
    request.send(body);
  });
}

const progressText = (progress: FileState): string => {
  switch (progress.state) {
    case 'waiting':
      return 'Waiting';
    case 'sending':
      return `Uploading, ${progress.percent}%`;
    case 'processing':
      return 'Resizing';
    case 'added':
      return progress.to ? `Added to ${progress.to}` : 'Added';
    case 'refused':
      return progress.message;
  }
};

/**
 * Photo upload to `url` (one cart's photos, or several carts' by stock number). Without JavaScript
 * it is a plain multipart post of every file chosen. With it, each file goes on its own, with its
 * progress shown, and the input is free again at once: more photos can be chosen, and the form
 * above edited, while these upload. The page is refreshed when they are done.
 */
export function PhotoUploader({
  url,
  hint,
  perBatch = Infinity,
}: {
  url: string;
  hint: string;
  /** How many files one choice may send; the rest are refused as too many. */
  perBatch?: number;
}) {
  const router = useRouter();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [pending, setPending] = useState(0);
  const update = (key: string, progress: FileState) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, progress } : item)));

  async function upload(event: FormEvent<HTMLFormElement>) {
    const input = event.currentTarget.elements.namedItem('photos') as HTMLInputElement;
    const files = Array.from(input.files ?? []);
    if (files.length === 0) return; // The server's answer says what to do.
    event.preventDefault();
    input.value = '';
    const batch = files.map((file, index) => ({
      key: `${Date.now()}-${index}-${file.name}`,
      name: file.name,
      file,
      tooMany: index >= perBatch,
    }));
    // A new batch starts a new report; one still running keeps its lines.
    setItems((current) => [
      ...(pending > 0 ? current : []),
      ...batch.map(({ key, name, tooMany }) => ({
        key,
        name,
        progress: tooMany
          ? ({ state: 'refused', message: photoRefusalMessages['too-many'] } as const)
          : ({ state: 'waiting' } as const),
      })),
    ]);
    const toSend = batch.filter((item) => !item.tooMany);
    setPending((count) => count + toSend.length);
    for (const { key, file } of toSend) {
      update(key, { state: 'sending', percent: 0 });
      const answer = await sendPhoto(url, file, (percent) =>
        update(key, percent < 100 ? { state: 'sending', percent } : { state: 'processing' }),
      );
      if ('failed' in answer) update(key, { state: 'refused', message: answer.failed });
      else if (answer.added > 0) {
        const cart = answer.carts?.[0];
        update(key, { state: 'added', to: cart && `${cart.stockNumber}, “${cart.name}”` });
      } else {
        const reason = answer.refused[0]?.reason ?? 'unreadable';
        update(key, { state: 'refused', message: photoRefusalMessages[reason] });
      }
      setPending((count) => count - 1);
    }
    router.refresh();
  }

  const added = items.filter((item) => item.progress.state === 'added').length;
  const refused = items.filter((item) => item.progress.state === 'refused');
  const done = items.length > 0 && pending === 0;
  return (
    <>
      <form
        method="post"
        action={url}
        encType="multipart/form-data"
        onSubmit={(event) => void upload(event)}
        className="mt-4 flex flex-col gap-4 card p-5 sm:flex-row sm:items-end"
      >
        <Field id="photo-upload" name="photos" label="Add photos" hint={hint} className="flex-1">
          {(control) => (
            <input {...control} type="file" multiple accept={photoRules.accept} className={controlClass} />
          )}
        </Field>
        <Button type="submit" className="sm:mb-7">
          <Upload aria-hidden="true" className="size-4" /> Upload
        </Button>
      </form>
      {items.length > 0 && (
        <div className="mt-4 card p-4">
          <ul className="space-y-2" aria-label="Photos uploading">
            {items.map((item) => (
              <li key={item.key} className="grid gap-1 text-sm sm:grid-cols-[1fr_20rem] sm:items-center">
                <span className="font-semibold break-all">{item.name}</span>
                {item.progress.state === 'sending' || item.progress.state === 'processing' ? (
                  <span className="flex items-center gap-2">
                    <progress
                      className="h-2 flex-1 accent-brand-700"
                      max={100}
                      value={item.progress.state === 'sending' ? item.progress.percent : undefined}
                      aria-label={`${item.name}: ${progressText(item.progress)}`}
                    />
                    <span className="w-24 text-muted">{progressText(item.progress)}</span>
                  </span>
                ) : (
                  <span className={item.progress.state === 'refused' ? 'text-danger' : 'text-muted'}>
                    {progressText(item.progress)}
                  </span>
                )}
              </li>
            ))}
          </ul>
          {/* Announced once, when every file has had its answer. */}
          <div role="status" className="mt-3">
            {done && (
              <>
                <p className="font-semibold">{`${added} ${added === 1 ? 'photo' : 'photos'} added.`}</p>
                {refused.length > 0 && (
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-danger">
                    {refused.map((item) => (
                      <li key={item.key}>
                        {item.name} {item.progress.state === 'refused' && item.progress.message}
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )}
          </div>
        </div>
      )}
    </>
  );
}
