import { StatusBadge } from '@/components/ui/status-badge';

import { vehicleStatusLabels, type VehicleStatus } from '../../vehicle';

const tones: Record<VehicleStatus, string> = {
  available: 'bg-brand-100 text-brand-900',
  'on-hold': 'bg-accent-400 text-ink',
  sold: 'bg-red-100 text-danger',
  archived: 'bg-surface text-ink ring-1 ring-line',
};

export function VehicleStatusBadge({ status }: { status: VehicleStatus }) {
  return <StatusBadge tone={tones[status]}>{vehicleStatusLabels[status]}</StatusBadge>;
}
