export { MapView } from './map-view';
export { appHref, boundsOf, isPlaceable, popupContent } from './markers';
export type { MapMarker, MapViewProps } from './types';
