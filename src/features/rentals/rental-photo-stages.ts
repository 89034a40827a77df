/**
 * The two moments a rental cart is photographed, and how many photos each needs: enough to see
 * every side, the seats and the dash, so a charge for damage rests on what the cart looked like
 * when it left.
 */
export const photoStages = ['check-out', 'return'] as const;
export type PhotoStage = (typeof photoStages)[number];

export const photoStageLabels: Record<PhotoStage, string> = {
  'check-out': 'At check-out',
  return: 'At return',
};

/** At least this many photos at each stage: front, back, both sides, the seats and the dash. */
export const minimumPhotos = 6;
