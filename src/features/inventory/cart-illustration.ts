/**
 * Draws a cart as SVG from its own figures (docs/decisions/0007-vehicle-pages-and-images.md): one seat row per two seats,
 * a raised stance on lifted and 4x4 models, a cargo bed on utility models, the series colour.
 * No photo is downloaded; the same drawing is each model's image and the fallback.
 */

import { escapeXml } from '@/lib/xml';

export interface CartDrawing {
  seats: number;
  lifted: boolean;
  utility: boolean;
  colour: string;
  /** Accessible name of the image. */
  title: string;
}

const width = 640;
const height = 400;

export function cartSvg({ seats, lifted, utility, colour, title }: CartDrawing): string {
  const rows = Math.min(4, Math.max(1, Math.ceil(seats / 2)));
  const rowWidth = 78;
  const bedWidth = utility ? 120 : 0;
  const bodyLength = 170 + rows * rowWidth + bedWidth;
  const left = (width - bodyLength) / 2;
  const right = left + bodyLength;
  const wheelRadius = lifted ? 46 : 36;
  const groundY = 340;
  const axleY = groundY - wheelRadius;
  const deckY = axleY - (lifted ? 40 : 26);
  const bodyTop = deckY - 58;
  const roofY = bodyTop - 150;
  const frontX = right - 40;
  const rearX = left + 40 + (utility ? 30 : 0);

  const seatRows = Array.from({ length: rows }, (_, index) => {
    const x = left + 70 + bedWidth + index * rowWidth;
    return `
      <rect x="${x}" y="${bodyTop - 12}" width="58" height="20" rx="8" fill="#1f2937"/>
      <rect x="${x - 2}" y="${bodyTop - 78}" width="14" height="70" rx="6" fill="#1f2937"/>`;
  }).join('');

  const bed = utility
    ? `<rect x="${left + 10}" y="${bodyTop - 34}" width="${bedWidth + 30}" height="40" rx="4" fill="#334155"/>
       <rect x="${left + 16}" y="${bodyTop - 28}" width="${bedWidth + 18}" height="10" fill="#475569"/>`
    : '';

  const wheel = (cx: number) => `
    <g>
      <circle cx="${cx}" cy="${axleY}" r="${wheelRadius}" fill="#111827"/>
      <circle cx="${cx}" cy="${axleY}" r="${wheelRadius * 0.55}" fill="#9ca3af"/>
      <circle cx="${cx}" cy="${axleY}" r="${wheelRadius * 0.18}" fill="#374151"/>
    </g>`;

  const roofLeft = left + 40 + bedWidth;
  const roofRight = right - 20;

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(title)}">
  <title>${escapeXml(title)}</title>
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f0fdf4"/>
      <stop offset="1" stop-color="#ecfeff"/>
    </linearGradient>
    <linearGradient id="body" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${colour}" stop-opacity="0.85"/>
      <stop offset="1" stop-color="${colour}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <rect y="${groundY}" width="${width}" height="${height - groundY}" fill="#dcfce7"/>
  <ellipse cx="${width / 2}" cy="${groundY + 4}" rx="${bodyLength / 2 + 20}" ry="10" fill="#0f172a" opacity="0.15"/>
  <rect x="${roofLeft}" y="${roofY}" width="${roofRight - roofLeft}" height="16" rx="8" fill="#1f2937"/>
  <rect x="${roofLeft + 8}" y="${roofY + 12}" width="8" height="${bodyTop - roofY - 8}" fill="#4b5563"/>
  <rect x="${roofRight - 34}" y="${roofY + 12}" width="8" height="${bodyTop - roofY - 8}" fill="#4b5563"/>
  <path d="M ${roofRight - 26} ${roofY + 16} L ${right - 8} ${bodyTop - 4} L ${right - 18} ${bodyTop - 4} L ${roofRight - 36} ${roofY + 18} Z" fill="#bae6fd" opacity="0.8"/>
  ${bed}
  ${seatRows}
  <path d="M ${left} ${deckY} L ${left} ${bodyTop + 6} Q ${left} ${bodyTop} ${left + 10} ${bodyTop} L ${right - 60} ${bodyTop} Q ${right - 10} ${bodyTop} ${right} ${bodyTop + 40} L ${right} ${deckY} Z" fill="url(#body)"/>
  <rect x="${left}" y="${deckY - 6}" width="${bodyLength}" height="12" rx="4" fill="#111827" opacity="0.85"/>
  <circle cx="${right - 8}" cy="${bodyTop + 30}" r="7" fill="#fef08a"/>
  <rect x="${left - 2}" y="${bodyTop + 16}" width="8" height="14" rx="2" fill="#ef4444"/>
  ${wheel(rearX + 20)}
  ${wheel(frontX - 20)}
</svg>`;
}
