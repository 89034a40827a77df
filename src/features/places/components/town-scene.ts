import type { Municipality } from '@/content/municipalities';

import { modelMixFor } from '../town-featured-models';

/**
 * The drawn hero background of a town's pages: rolling hills for Somerset County and farm
 * country (the towns that get the property mix of models), the beach scene for the rest.
 */
export function townSceneImage(town: Municipality): string {
  return `/images/scenes/scene-${modelMixFor(town) === 'property' ? 3 : 1}.svg`;
}
