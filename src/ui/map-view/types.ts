/** A place on the map, in GCJ-02 (高德) coordinates: the gaodelng / gaodelat fields of the park data. */
export interface MapMarker {
  id: string | number;
  name: string;
  lng: number;
  lat: number;
  /** A second line in the popup (address, industry). */
  description?: string;
}

export interface MapViewProps {
  markers: MapMarker[];
  /** px; 360 by default. */
  height?: number;
  /** [lat, lng] when there are no markers to fit; the middle of China by default. */
  center?: [number, number];
  zoom?: number;
  /** Group nearby markers (default true). */
  cluster?: boolean;
  /** Where a marker's popup link leads (an app path built with the module's helpers). */
  markerPath?: (marker: MapMarker) => string;
  /** The popup link text; 查看详情 by default. */
  linkText?: string;
  onMarkerClick?: (marker: MapMarker) => void;
  /** Names the map for screen readers. */
  title?: string;
}
