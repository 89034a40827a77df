/** A maps link any phone opens (the Maps app, or the browser), by the location's coordinates. */
export function directionsUrl(coordinates: { latitude: number; longitude: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${coordinates.latitude},${coordinates.longitude}`;
}
