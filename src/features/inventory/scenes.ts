/**
 * The 8 drawn backgrounds of the vehicle page template (spec: "one of 8 stock photos, picked by
 * vehicle name length modulo 8"). Each is a simple landscape in SVG, light enough to ship.
 */

export interface Scene {
  name: string;
  sky: [string, string];
  land: string;
  accent: string;
  feature: 'sun' | 'moon' | 'hills' | 'sea' | 'lake' | 'town' | 'pines' | 'flag';
}

export const scenes: readonly Scene[] = [
  {
    name: 'Fairway at morning',
    sky: ['#0f766e', '#134e4a'],
    land: '#065f46',
    accent: '#fde68a',
    feature: 'flag',
  },
  {
    name: 'Jersey Shore beach',
    sky: ['#0369a1', '#0c4a6e'],
    land: '#a16207',
    accent: '#fef3c7',
    feature: 'sea',
  },
  { name: 'Lake at dusk', sky: ['#4338ca', '#1e1b4b'], land: '#14532d', accent: '#c7d2fe', feature: 'lake' },
  {
    name: 'Rolling hills',
    sky: ['#047857', '#064e3b'],
    land: '#166534',
    accent: '#bbf7d0',
    feature: 'hills',
  },
  { name: 'Pine barrens', sky: ['#334155', '#0f172a'], land: '#14532d', accent: '#86efac', feature: 'pines' },
  { name: 'Main street', sky: ['#9a3412', '#431407'], land: '#292524', accent: '#fed7aa', feature: 'town' },
  { name: 'Sunset drive', sky: ['#b45309', '#7c2d12'], land: '#3f6212', accent: '#fde047', feature: 'sun' },
  { name: 'Night course', sky: ['#1e293b', '#020617'], land: '#052e16', accent: '#e2e8f0', feature: 'moon' },
];

function featureShapes(scene: Scene): string {
  const { accent, land } = scene;
  switch (scene.feature) {
    case 'sun':
      return `<circle cx="900" cy="250" r="90" fill="${accent}" opacity="0.9"/>`;
    case 'moon':
      return `<circle cx="960" cy="140" r="50" fill="${accent}"/><circle cx="985" cy="125" r="45" fill="#1e293b"/>`;
    case 'hills':
      return `<path d="M0 420 Q 300 280 600 400 T 1200 360 V 600 H 0 Z" fill="#15803d" opacity="0.7"/>`;
    case 'sea':
      return `<rect y="380" width="1200" height="70" fill="#0ea5e9" opacity="0.7"/><path d="M0 380 q 50 -12 100 0 t 100 0 t 100 0 t 100 0 t 100 0 t 100 0 t 100 0 t 100 0 t 100 0 t 100 0 t 100 0 t 100 0" stroke="${accent}" stroke-width="4" fill="none" opacity="0.7"/>`;
    case 'lake':
      return `<ellipse cx="760" cy="450" rx="380" ry="40" fill="#6366f1" opacity="0.55"/>`;
    case 'town':
      return Array.from(
        { length: 9 },
        (_, i) =>
          `<rect x="${60 + i * 125}" y="${300 - (i % 3) * 40}" width="90" height="${160 + (i % 3) * 40}" fill="${land}" opacity="0.8"/><rect x="${80 + i * 125}" y="${330 - (i % 3) * 40}" width="18" height="18" fill="${accent}" opacity="0.7"/>`,
      ).join('');
    case 'pines':
      return Array.from(
        { length: 12 },
        (_, i) =>
          `<path d="M${40 + i * 100} 460 l 40 -${140 + (i % 4) * 25} l 40 ${140 + (i % 4) * 25} Z" fill="#14532d"/>`,
      ).join('');
    case 'flag':
      return `<path d="M880 250 V 440" stroke="#f8fafc" stroke-width="6"/><path d="M884 252 l 70 26 l -70 26 Z" fill="${accent}"/><ellipse cx="880" cy="444" rx="60" ry="10" fill="#047857"/>`;
  }
}

export function sceneSvg(index: number): string {
  const scene = scenes[index % scenes.length] ?? scenes[0]!;
  const [top, bottom] = scene.sky;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600" width="1200" height="600" preserveAspectRatio="xMidYMid slice">
  <title>${scene.name}</title>
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="1200" height="600" fill="url(#s)"/>
  ${featureShapes(scene)}
  <path d="M0 460 Q 300 420 600 455 T 1200 440 V 600 H 0 Z" fill="${scene.land}"/>
</svg>`;
}
