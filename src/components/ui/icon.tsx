import type { ReactNode } from 'react';

import type { SpriteIconName } from '@/components/ui/icon-sprite';
import type { IconName } from '@/content/icon-names';

export type { SpriteIconName };

/** What content's icon names (chosen by meaning) draw. */
const iconsByMeaning: Record<IconName, SpriteIconName> = {
  quality: 'shield-check',
  service: 'wrench',
  financing: 'percent',
  eco: 'leaf',
  lithium: 'battery-charging',
  sizes: 'users',
  price: 'badge-dollar-sign',
  local: 'map-pinned',
  premium: 'sparkles',
  honest: 'heart-handshake',
  safety: 'shield-check',
  request: 'clipboard-list',
  ready: 'calendar-check',
};

/** The sprite's address, with its fingerprint (next.config.ts), so browsers keep it for good. */
export const iconSpritePath = `/icons.svg?v=${process.env.ICONS_VERSION}`;

/**
 * An icon from the sprite (/icons.svg, src/components/ui/icon-sprite.ts), by its Lucide name or by the
 * meaning content gives it. Decorative: the text beside it says what it means. Size it with a
 * size-* class; it strokes in the current text colour.
 */
export function Icon({
  name,
  meaning,
  className = '',
}: { className?: string } & (
  { name: SpriteIconName; meaning?: never } | { meaning: IconName; name?: never }
)) {
  const id = name ?? iconsByMeaning[meaning];
  return (
    <svg aria-hidden="true" className={`icon ${className}`.trim()}>
      <use href={`${iconSpritePath}#${id}`} />
    </svg>
  );
}

/**
 * A line that starts with an icon (an address, a phone number), the icon level with the first
 * line of text when it wraps. `className` sets the gap and text; `iconClassName` its size and colour.
 */
export function IconLine({
  icon,
  as: Tag = 'div',
  className,
  iconClassName,
  children,
}: {
  icon: SpriteIconName;
  as?: 'div' | 'li' | 'p';
  className: string;
  iconClassName: string;
  children: ReactNode;
}) {
  return (
    <Tag className={`flex items-start ${className}`}>
      <Icon name={icon} className={`mt-0.5 shrink-0 ${iconClassName}`} />
      {children}
    </Tag>
  );
}
