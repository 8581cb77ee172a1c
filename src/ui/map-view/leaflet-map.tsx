import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './map-view.module.css';
import { appHref, boundsOf, markersSignature, placeable, popupContent } from './markers';
import type { MapViewProps } from './types';

/** The Leaflet map behind <MapView/>; import MapView, not this (it is the lazy chunk). */

/** 高德 road tiles; they are GCJ-02, like the markers' gaodelng / gaodelat. */
export const AMAP_TILES =
  'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}';
const CHINA: [number, number] = [35, 105];

// A CSS pin instead of Leaflet's image icon: nothing to fetch, nothing to mis-resolve in a bundle.
const pin = L.divIcon({
  className: styles.pin ?? '',
  html: '<span></span>',
  iconSize: [24, 24],
  iconAnchor: [12, 24],
  popupAnchor: [0, -22],
});

export default function LeafletMap({
  markers,
  center,
  zoom,
  cluster = true,
  markerPath,
  linkText = '查看详情',
  onMarkerClick,
}: MapViewProps) {
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const navigate = useNavigate();

  // Props arrive as new arrays and functions on every render of the screen; the markers are rebuilt
  // (and the view refitted) only when what they show changed, i.e. when the signature did.
  const latest = useRef({ navigate, markers, markerPath, onMarkerClick, center, zoom, linkText });
  useEffect(() => {
    latest.current = { navigate, markers, markerPath, onMarkerClick, center, zoom, linkText };
  });
  const signature = `${markersSignature(markers)}#${center?.join(',') ?? ''}#${zoom ?? ''}#${linkText}`;

  useEffect(() => {
    const host = element.current;
    if (!host) return;
    // Created once, before the markers effect below runs (effects run in order); the view is set there.
    const created = L.map(host, {
      center: CHINA,
      zoom: 4,
      minZoom: 3,
      maxZoom: 18,
      attributionControl: true,
    });
    const tiles = L.tileLayer(AMAP_TILES, {
      subdomains: ['1', '2', '3', '4'],
      maxZoom: 18,
      attribution: '© 高德地图',
    });
    // No network for tiles (offline, blocked): markers stay usable; say so once.
    tiles.on('tileerror', () => setTilesFailed(true));
    tiles.addTo(created);
    const resize = new ResizeObserver(() => created.invalidateSize());
    resize.observe(host);
    mapRef.current = created;
    return () => {
      resize.disconnect();
      created.remove();
      mapRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const { markers, center, zoom, linkText } = latest.current;
    const shown = placeable(markers);
    const layer = cluster
      ? L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 50 })
      : L.layerGroup();
    for (const marker of shown) {
      const item = L.marker([marker.lat, marker.lng], {
        icon: pin,
        title: marker.name,
        alt: marker.name,
        keyboard: true,
      });
      const path = latest.current.markerPath?.(marker);
      const link = path
        ? { href: appHref(path), text: linkText, onOpen: () => void latest.current.navigate(path) }
        : null;
      item.bindPopup(popupContent(marker, link));
      item.on('click', () => latest.current.onMarkerClick?.(marker));
      layer.addLayer(item);
    }
    layer.addTo(map);
    const bounds = boundsOf(shown);
    if (bounds) map.fitBounds(bounds, { padding: [32, 32], maxZoom: 15 });
    else map.setView(center ?? CHINA, zoom ?? 4);
    return () => {
      layer.remove();
    };
  }, [signature, cluster]);

  return (
    <div className={styles.frame}>
      <div ref={element} className={styles.map} />
      {tilesFailed ? (
        <p className={styles.note} role="status">
          底图加载失败，仅显示标注
        </p>
      ) : null}
    </div>
  );
}
