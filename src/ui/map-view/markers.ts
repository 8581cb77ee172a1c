import type { MapMarker } from './types';

/** Pure helpers of the map: which markers can be placed, the area to show, the popup's content. */

/** GCJ-02 only makes sense inside China's rough bounds; 0/0 and missing values are "not located". */
export function isPlaceable(marker: Pick<MapMarker, 'lng' | 'lat'>): boolean {
  const { lng, lat } = marker;
  return Number.isFinite(lng) && Number.isFinite(lat) && lng >= 72 && lng <= 137 && lat >= 0.8 && lat <= 56;
}

export const placeable = (markers: MapMarker[]) => markers.filter(isPlaceable);

/** [[south, west], [north, east]] around the markers, or null when there are none. */
export function boundsOf(markers: MapMarker[]): [[number, number], [number, number]] | null {
  if (!markers.length) return null;
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const { lat, lng } of markers) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return [
    [south, west],
    [north, east],
  ];
}

/** The popup of a marker, built from text nodes (names come from user data: never as HTML). */
export function popupContent(
  marker: MapMarker,
  link: { href: string; text: string; onOpen: () => void } | null,
): HTMLElement {
  const box = document.createElement('div');
  const name = document.createElement('strong');
  name.textContent = marker.name;
  box.appendChild(name);
  if (marker.description) {
    const line = document.createElement('div');
    line.textContent = marker.description;
    line.style.color = '#666';
    line.style.marginTop = '4px';
    box.appendChild(line);
  }
  if (link) {
    const anchor = document.createElement('a');
    anchor.href = link.href;
    anchor.textContent = link.text;
    anchor.style.display = 'inline-block';
    anchor.style.marginTop = '6px';
    anchor.addEventListener('click', (event) => {
      event.preventDefault();
      link.onOpen();
    });
    box.appendChild(anchor);
  }
  return box;
}

/** An app path as a real href under the app's base (/innoweb/…). */
export function appHref(path: string, base: string = import.meta.env.BASE_URL): string {
  return `${base.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** What the markers show, as a string: equal signatures need no redraw. */
export const markersSignature = (markers: MapMarker[]) =>
  markers.map((m) => `${m.id}:${m.lng},${m.lat}:${m.name}:${m.description ?? ''}`).join('|');
