import {
  BadgeDollarSign,
  BatteryCharging,
  CalendarCheck,
  ClipboardList,
  HeartHandshake,
  Leaf,
  MapPinned,
  Percent,
  ShieldCheck,
  Sparkles,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

import type { IconName } from '@/content/icon-names';

const iconsByName: Record<IconName, LucideIcon> = {
  quality: ShieldCheck,
  service: Wrench,
  financing: Percent,
  eco: Leaf,
  lithium: BatteryCharging,
  sizes: Users,
  price: BadgeDollarSign,
  local: MapPinned,
  premium: Sparkles,
  honest: HeartHandshake,
  safety: ShieldCheck,
  request: ClipboardList,
  ready: CalendarCheck,
};

/** The icon content names by meaning; decorative (the text beside it says what it means). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Drawn = iconsByName[name];
  return <Drawn aria-hidden="true" className={className} />;
}
