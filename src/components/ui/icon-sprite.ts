import {
  ArrowLeft,
  ArrowRight,
  BadgeDollarSign,
  Battery,
  BatteryCharging,
  BellRing,
  CalendarCheck,
  CalendarDays,
  Car,
  Check,
  CircleCheck,
  ClipboardCheck,
  ClipboardList,
  Clock,
  ExternalLink,
  Gauge,
  Globe,
  HeartHandshake,
  Leaf,
  Mail,
  Map,
  MapPin,
  MapPinned,
  Menu,
  MessageSquare,
  Navigation,
  Percent,
  Phone,
  RotateCw,
  Route,
  Send,
  Settings2,
  ShieldCheck,
  SlidersHorizontal,
  Sparkles,
  Star,
  Tag,
  Timer,
  Truck,
  Users,
  Warehouse,
  Wrench,
  X,
  type IconNode,
} from 'lucide';

import { escapeXml } from '@/lib/xml';

/**
 * Every icon the public pages draw, by its Lucide name. They are served as a sprite (/icons.svg)
 * and drawn with <use>, so React's payload carries a one-line <svg> per icon instead of its paths,
 * and no icon code runs in the browser; a page held back whole carries the symbols of its own
 * icons once (src/http-server/inline-icons.ts). Not server-only, so that the front server can use
 * it; the end-to-end tests check that no page's scripts carry icon drawings.
 * docs/decisions/0013-page-weight.md
 */
const spriteIcons = {
  'arrow-left': ArrowLeft,
  'arrow-right': ArrowRight,
  'badge-dollar-sign': BadgeDollarSign,
  battery: Battery,
  'battery-charging': BatteryCharging,
  'bell-ring': BellRing,
  'calendar-check': CalendarCheck,
  'calendar-days': CalendarDays,
  car: Car,
  check: Check,
  'circle-check': CircleCheck,
  'clipboard-check': ClipboardCheck,
  'clipboard-list': ClipboardList,
  clock: Clock,
  'external-link': ExternalLink,
  gauge: Gauge,
  globe: Globe,
  'heart-handshake': HeartHandshake,
  leaf: Leaf,
  mail: Mail,
  map: Map,
  'map-pin': MapPin,
  'map-pinned': MapPinned,
  menu: Menu,
  'message-square': MessageSquare,
  navigation: Navigation,
  percent: Percent,
  phone: Phone,
  'rotate-cw': RotateCw,
  route: Route,
  send: Send,
  'settings-2': Settings2,
  'shield-check': ShieldCheck,
  'sliders-horizontal': SlidersHorizontal,
  sparkles: Sparkles,
  star: Star,
  tag: Tag,
  timer: Timer,
  truck: Truck,
  users: Users,
  warehouse: Warehouse,
  wrench: Wrench,
  x: X,
} satisfies Record<string, IconNode>;

export type SpriteIconName = keyof typeof spriteIcons;

function symbol(id: string, node: IconNode): string {
  const shapes = node
    .map(
      ([tag, attributes]) =>
        `<${tag} ${Object.entries(attributes)
          .map(([key, value]) => `${key}="${escapeXml(String(value as string | number))}"`)
          .join(' ')}/>`,
    )
    .join('');
  return `<symbol id="${id}" viewBox="0 0 24 24">${shapes}</symbol>`;
}

/** The sprite: one <symbol> an icon, stroked by the <svg> that uses it (the .icon class). */
export function iconSprite(): string {
  const symbols = Object.entries(spriteIcons).map(([name, node]) => symbol(name, node));
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

/**
 * One icon's <symbol> under the id `id`, for a page that carries the icons it draws itself
 * (src/http-server/inline-icons.ts); undefined for a name the sprite does not have.
 */
export function iconSymbol(name: string, id: string): string | undefined {
  return Object.hasOwn(spriteIcons, name) ? symbol(id, spriteIcons[name as SpriteIconName]) : undefined;
}
