import type { ImgHTMLAttributes } from 'react';

/** A picture's address, its responsive widths when it has them, and its intrinsic size. */
export interface ImageSource {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
}

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'>;

/**
 * Every picture of the site: our own sources (a photo's WebP widths with srcset, or a drawn SVG),
 * always with dimensions so the page never shifts while it loads, lazy unless it is the largest
 * picture of the first screen that the page is about (a decorative backdrop is lazy all the
 * same). There is no image optimizer: uploads are resized when stored.
 */
export function Picture({
  source,
  alt,
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  priority = false,
  ...props
}: ImageProps & {
  source: ImageSource;
  /** What the picture shows; "" for a decorative one. */
  alt: string;
  /** The largest picture of the first screen: loaded eagerly and first. */
  priority?: boolean;
}) {
  // Attributes a picture does without are left out, not passed as undefined: the RSC payload
  // writes every undefined prop out ("$undefined"), on every card.
  const responsive = source.srcSet ? { srcSet: source.srcSet, sizes } : {};
  const first = priority ? { fetchPriority: 'high' as const } : {};
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: our own sized sources
    <img
      src={source.src}
      {...responsive}
      width={source.width}
      height={source.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      {...first}
      decoding="async"
      {...props}
    />
  );
}

/**
 * A decorative drawn scene behind a hero, under a dark overlay that keeps the text readable.
 * Lazy, so asked for once the hero is laid out: the hero's text paints from the HTML and the
 * stylesheet without waiting for it, and it does not share the connection with the stylesheet.
 */
export function Backdrop({ src, className = 'opacity-60' }: { src: string; className?: string }) {
  return (
    <Picture
      source={{ src, width: 1200, height: 600 }}
      alt=""
      className={`absolute inset-0 -z-10 h-full w-full object-cover ${className}`}
    />
  );
}
