'use client';

import Link from 'next/link';

import { Badge } from '@/components/ui/card';
import { Picture } from '@/components/ui/picture';
import type { ImageSource } from '@/components/ui/picture';
import { VehiclePrice } from '@/components/ui/price';

import { compareHref } from '../compare';
import type { Vehicle, VehicleBadge } from '../vehicle';

/** A card's words, figures and picture, worked out on the server (src/features/inventory/components/vehicle-card.tsx). */
export interface VehicleCardFace extends Pick<Vehicle, 'id' | 'name' | 'price' | 'salePrice'> {
  href: string;
  /** "Brand · Series". */
  eyebrow: string;
  badge: VehicleBadge;
  badgeTone: 'brand' | 'accent' | 'neutral' | 'danger';
  /** "Used 2021", "4 seats", "35 miles", "25 mph": those the vehicle has. */
  figures: readonly string[];
  image: ImageSource;
  alt: string;
}

/**
 * A vehicle in a grid: picture, status, name, brand and series, price and key figures. A client
 * component for the sake of page weight, not interactivity: the page's RSC payload carries each
 * card's face (about 350 bytes) instead of its element tree (about 1,600), and a grid repeats it
 * two dozen times (docs/decisions/0013-page-weight.md).
 */
export function VehicleCardView({
  card,
  headingLevel,
  priority,
}: {
  card: VehicleCardFace;
  headingLevel: 'h2' | 'h3';
  priority: boolean;
}) {
  const Heading = headingLevel;
  return (
    <article className="link-card">
      <div className="card-media">
        <Picture source={card.image} alt={card.alt} priority={priority} className="card-image" />
        <Badge tone={card.badgeTone} className="card-badge">
          {card.badge}
        </Badge>
      </div>
      <div className="card-body">
        <p className="card-eyebrow">{card.eyebrow}</p>
        <Heading className="card-title">
          {/* No prefetch: a grid of pages would queue dozens of requests ahead of the one the visitor clicks. */}
          <Link href={card.href} prefetch={false} className="link-card-cover">
            {card.name}
          </Link>
        </Heading>
        {card.figures.length > 0 && (
          <ul className="chips mt-3" aria-label="Key figures">
            {card.figures.map((figure) => (
              <li key={figure}>{figure}</li>
            ))}
          </ul>
        )}
        <div className="card-price">
          <VehiclePrice vehicle={card} />
        </div>
        <div className="link-card-actions">
          {/* Above the name link's overlay (z-10), so it takes its own clicks. */}
          <Link href={compareHref([card.id])} prefetch={false} className="link-card-action">
            Compare<span className="sr-only">{` the ${card.name} with other carts`}</span>
          </Link>
          <span aria-hidden="true" className="link-card-more">
            View Details →
          </span>
        </div>
      </div>
    </article>
  );
}
