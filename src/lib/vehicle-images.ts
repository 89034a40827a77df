/** Paths of the drawn cart illustrations and template scenes (decisions.md "Images"). */

export function catalogueImagePath(slug: string): string {
  return `/images/vehicles/${slug}.svg`;
}

export const sceneCount = 8;

/** The template background: one of 8 scenes, picked by vehicle name length modulo 8 (spec). */
export function sceneIndex(vehicleName: string): number {
  return vehicleName.length % sceneCount;
}

export function scenePath(vehicleName: string): string {
  return `/images/scenes/scene-${sceneIndex(vehicleName)}.svg`;
}
