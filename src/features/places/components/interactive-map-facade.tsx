'use client';

import { useState, type ReactNode } from 'react';

import { buttonClasses } from '@/components/ui/button-classes';
import { Icon } from '@/components/ui/icon';

/**
 * The map facade's only interactive part: the static picture (children) stays until the visitor
 * asks for the interactive map, and only then is the provider's iframe inserted. Nothing
 * third-party loads on page view (docs/decisions/0008-places.md).
 */
export function InteractiveMapFacade({
  embedUrl,
  title,
  aspectRatio,
  children,
}: {
  embedUrl: string;
  /** Accessible name of the iframe. */
  title: string;
  /** width / height of the static picture, kept by the iframe so the layout does not jump. */
  aspectRatio: number;
  children: ReactNode;
}) {
  const [interactive, setInteractive] = useState(false);
  return (
    <div>
      {interactive ? (
        <iframe
          title={title}
          src={embedUrl}
          loading="lazy"
          referrerPolicy="no-referrer"
          className="block w-full rounded-xl border border-line bg-surface"
          style={{ aspectRatio }}
        />
      ) : (
        children
      )}
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="button"
          onClick={() => setInteractive((shown) => !shown)}
          className={buttonClasses('secondary', 'sm')}
        >
          <Icon name="map" className="size-4" />
          {interactive ? 'Show simple map' : 'Show interactive map'}
        </button>
        <p className="text-sm text-muted">
          {interactive
            ? 'Map data © OpenStreetMap contributors.'
            : 'The interactive map loads from OpenStreetMap when you ask for it.'}
        </p>
      </div>
    </div>
  );
}
