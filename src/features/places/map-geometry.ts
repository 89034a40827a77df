/**
 * Geometry for the static service-area picture: a bounding box around places, a projection of
 * their coordinates into SVG space, the outline (convex hull) of the area and the matching
 * OpenStreetMap embed URL. Pure functions, shared by the server-rendered map and its tests.
 */

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface Bounds {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

export interface Point {
  x: number;
  y: number;
}

/** The box around every point, widened on each side by `padding` times its span (at least 0.01°). */
export function boundsOf(points: readonly LatLng[], padding = 0.1): Bounds {
  if (points.length === 0) throw new Error('boundsOf needs at least one point');
  const latitudes = points.map((point) => point.latitude);
  const longitudes = points.map((point) => point.longitude);
  const minLatitude = Math.min(...latitudes);
  const maxLatitude = Math.max(...latitudes);
  const minLongitude = Math.min(...longitudes);
  const maxLongitude = Math.max(...longitudes);
  const latPad = Math.max((maxLatitude - minLatitude) * padding, 0.01);
  const lngPad = Math.max((maxLongitude - minLongitude) * padding, 0.01);
  return {
    minLatitude: minLatitude - latPad,
    maxLatitude: maxLatitude + latPad,
    minLongitude: minLongitude - lngPad,
    maxLongitude: maxLongitude + lngPad,
  };
}

export interface Projection {
  width: number;
  height: number;
  /** Picture units per mile, for a scale bar. */
  unitsPerMile: number;
  project: (point: LatLng) => Point;
}

/** Miles in one degree of latitude. */
const milesPerDegreeLatitude = 69.05;

/**
 * An equirectangular projection of `bounds` onto a picture `width` units wide. Longitudes are
 * shortened by the cosine of the middle latitude so distances look right at these latitudes;
 * the height follows from the box's shape. North is up.
 */
export function projectionFor(bounds: Bounds, width: number): Projection {
  const midLatitude = (bounds.minLatitude + bounds.maxLatitude) / 2;
  const lngScale = Math.cos((midLatitude * Math.PI) / 180);
  const spanX = (bounds.maxLongitude - bounds.minLongitude) * lngScale;
  const spanY = bounds.maxLatitude - bounds.minLatitude;
  const unitsPerDegree = width / spanX;
  const height = Math.round(spanY * unitsPerDegree);
  return {
    width,
    height,
    unitsPerMile: unitsPerDegree / milesPerDegreeLatitude,
    project: (point) => ({
      x: round((point.longitude - bounds.minLongitude) * lngScale * unitsPerDegree),
      y: round((bounds.maxLatitude - point.latitude) * unitsPerDegree),
    }),
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function cross(o: Point, a: Point, b: Point): number {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

/** The convex hull of the points (Andrew's monotone chain), in order around the outline. */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const unique = sorted.filter(
    (point, index) => index === 0 || point.x !== sorted[index - 1]?.x || point.y !== sorted[index - 1]?.y,
  );
  if (unique.length < 3) return unique;
  const lower: Point[] = [];
  for (const point of unique) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, point) <= 0)
      lower.pop();
    lower.push(point);
  }
  const upper: Point[] = [];
  for (const point of [...unique].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, point) <= 0)
      upper.pop();
    upper.push(point);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** Pushes every hull vertex `distance` units away from the hull's centre: a soft margin. */
export function expandOutline(outline: readonly Point[], distance: number): Point[] {
  if (outline.length === 0) return [];
  const centre = {
    x: outline.reduce((sum, point) => sum + point.x, 0) / outline.length,
    y: outline.reduce((sum, point) => sum + point.y, 0) / outline.length,
  };
  return outline.map((point) => {
    const dx = point.x - centre.x;
    const dy = point.y - centre.y;
    const length = Math.hypot(dx, dy) || 1;
    return { x: round(point.x + (dx / length) * distance), y: round(point.y + (dy / length) * distance) };
  });
}

/** The SVG path of a closed outline. */
export function outlinePath(outline: readonly Point[]): string {
  if (outline.length === 0) return '';
  return `${outline.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ')} Z`;
}

/** OpenStreetMap's embeddable map of the same box (loaded only when the visitor asks for it). */
export function openStreetMapEmbedUrl(bounds: Bounds): string {
  const bbox = [bounds.minLongitude, bounds.minLatitude, bounds.maxLongitude, bounds.maxLatitude]
    .map((value) => value.toFixed(4))
    .join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik`;
}

export interface LabelRequest {
  /** The dot the label belongs to. */
  at: Point;
  text: string;
  /** Radius of the dot, kept clear of other labels. */
  radius: number;
}

export interface PlacedLabel {
  text: string;
  x: number;
  y: number;
  anchor: 'start' | 'end' | 'middle';
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Greedy label placement: each label, in the order given (most important first), takes the first
 * of right, left, above or below its dot where it overlaps no dot and no label already placed and
 * stays inside the picture. A label that fits nowhere is left out (the list beside the map names
 * every place). Text width is estimated from its length.
 */
export function placeLabels(
  requests: readonly LabelRequest[],
  size: { width: number; height: number },
  fontSize: number,
): PlacedLabel[] {
  const charWidth = fontSize * 0.56;
  const gap = 3;
  const taken: Box[] = requests.map(({ at, radius }) => ({
    left: at.x - radius,
    top: at.y - radius,
    right: at.x + radius,
    bottom: at.y + radius,
  }));
  const placed: PlacedLabel[] = [];
  for (const { at, text, radius } of requests) {
    const width = text.length * charWidth;
    const height = fontSize;
    const candidates: (PlacedLabel & { box: Box })[] = [
      {
        text,
        anchor: 'start',
        x: at.x + radius + gap,
        y: at.y + height * 0.35,
        box: {
          left: at.x + radius + gap,
          right: at.x + radius + gap + width,
          top: at.y - height / 2,
          bottom: at.y + height / 2,
        },
      },
      {
        text,
        anchor: 'end',
        x: at.x - radius - gap,
        y: at.y + height * 0.35,
        box: {
          left: at.x - radius - gap - width,
          right: at.x - radius - gap,
          top: at.y - height / 2,
          bottom: at.y + height / 2,
        },
      },
      {
        text,
        anchor: 'middle',
        x: at.x,
        y: at.y - radius - gap - height * 0.15,
        box: {
          left: at.x - width / 2,
          right: at.x + width / 2,
          top: at.y - radius - gap - height,
          bottom: at.y - radius - gap,
        },
      },
      {
        text,
        anchor: 'middle',
        x: at.x,
        y: at.y + radius + gap + height * 0.85,
        box: {
          left: at.x - width / 2,
          right: at.x + width / 2,
          top: at.y + radius + gap,
          bottom: at.y + radius + gap + height,
        },
      },
    ];
    const fit = candidates.find(
      ({ box }) =>
        box.left >= 0 &&
        box.top >= 0 &&
        box.right <= size.width &&
        box.bottom <= size.height &&
        !taken.some((other) => overlaps(box, other)),
    );
    if (!fit) continue;
    taken.push(fit.box);
    placed.push({ text: fit.text, x: round(fit.x), y: round(fit.y), anchor: fit.anchor });
  }
  return placed;
}
