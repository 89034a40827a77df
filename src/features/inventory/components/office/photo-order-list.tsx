'use client';

import { GripVertical } from 'lucide-react';
import { useRef, useSyncExternalStore, useTransition, type DragEvent, type ReactNode } from 'react';

import { placePhotoAction } from '../../actions';

const subscribeToNothing = () => () => {};

/** True once the page runs scripts: what needs JavaScript is not offered before. */
function useScripted(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** The handle a photo is dragged by; rendered only where dragging works (the buttons work everywhere). */
export function PhotoDragHandle({ photoId, label }: { photoId: string; label: string }) {
  if (!useScripted()) return null;
  return (
    <span
      draggable
      data-drag-photo={photoId}
      title={`Drag to move ${label}`}
      className="inline-flex cursor-grab items-center gap-1 rounded-lg border border-line px-2 py-1 text-xs font-semibold text-muted active:cursor-grabbing"
    >
      <GripVertical aria-hidden="true" className="size-4" /> Drag
    </span>
  );
}

/**
 * The photo list, in which a photo can be dragged by its handle onto another's place (a pointer's
 * shortcut for the Move and Make main buttons, which stay for the keyboard). The drop is sent as
 * a move to that place, with the photo-set version the page was opened at.
 */
export function PhotoOrderList({
  vehicleId,
  photosVersion,
  className,
  children,
}: {
  vehicleId: string;
  photosVersion: number;
  className: string;
  /** The photos, each an <li data-photo-id>. */
  children: ReactNode;
}) {
  // A ref, not state: the first dragover can come before React renders again.
  const dragged = useRef<string | null>(null);
  // The photo under the pointer is marked on the element itself: the list is the server's markup.
  const over = useRef<HTMLElement | null>(null);
  const markOver = (item: HTMLElement | null) => {
    if (over.current === item) return;
    over.current?.removeAttribute('data-drop-over');
    item?.setAttribute('data-drop-over', '');
    over.current = item;
  };
  const [pending, startTransition] = useTransition();
  const itemAt = (event: DragEvent) => (event.target as HTMLElement).closest<HTMLElement>('[data-photo-id]');

  function start(event: DragEvent) {
    const handle = (event.target as HTMLElement).closest<HTMLElement>('[data-drag-photo]');
    const item = itemAt(event);
    if (!handle || !item) {
      // Only the handle drags: a photo or a description field inside stays as it is.
      event.preventDefault();
      return;
    }
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', handle.dataset.dragPhoto!);
    event.dataTransfer.setDragImage(item, 24, 24);
    dragged.current = handle.dataset.dragPhoto!;
  }

  function hover(event: DragEvent) {
    const item = itemAt(event);
    if (!dragged.current || !item) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    markOver(item);
  }

  function drop(event: DragEvent<HTMLOListElement>) {
    const item = itemAt(event);
    const photoId = dragged.current;
    dragged.current = null;
    markOver(null);
    if (!item || !photoId || item.dataset.photoId === photoId) return;
    event.preventDefault();
    const place = Array.from(event.currentTarget.children).indexOf(item);
    const form = new FormData();
    form.set('id', vehicleId);
    form.set('photoId', photoId);
    form.set('photosVersion', String(photosVersion));
    form.set('place', String(place));
    startTransition(() => placePhotoAction(form));
  }

  return (
    // A pointer's shortcut only: the Move and Make main buttons in each photo are the keyboard's way.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <ol
      className={`${className} ${pending ? 'opacity-60' : ''}`}
      aria-busy={pending}
      onDragStart={start}
      onDragOver={hover}
      onDrop={drop}
      onDragEnd={() => {
        dragged.current = null;
        markOver(null);
      }}
    >
      {children}
    </ol>
  );
}
