import type { Kysely } from 'kysely';
import { MAP_LAYERS, type MapLayer } from '../../../common/carrier/map/contract.js';
import type { DB } from '../../db/schema.js';
import { wgs84ToGcj02 } from '../../lib/coords.js';
import { notFound } from '../../lib/errors.js';
import { financePort } from '../finance/public.js';
import { parksOfPark } from './repo.js';

/**
 * The park map's layers: carriers, innovation platforms, investors (this module's records) and
 * the park's financial institutions (the finance module's, read through its port).
 */

interface Marker {
  id: number;
  name: string;
  description: string;
  lng: number;
  lat: number;
  parkId: number | null;
}

async function markersOf(db: Kysely<DB>): Promise<Record<MapLayer, Marker[]>> {
  const [carriers, directory, institutions] = await Promise.all([
    db.selectFrom('carrier_carriers').select(['id', 'name', 'type', 'address', 'lng', 'lat', 'park_id']).orderBy('id').execute(),
    db.selectFrom('carrier_directory').select(['id', 'kind', 'name', 'type', 'address', 'lng', 'lat', 'park_id']).orderBy('id').execute(),
    financePort.get().listInstitutionsForMap(db),
  ]);
  const marker = (r: { id: number; name: string; type: string; address: string; lng: number; lat: number; park_id: number | null }) => ({
    id: Number(r.id),
    name: r.name,
    description: `${r.type} · ${r.address}`,
    lng: Number(r.lng),
    lat: Number(r.lat),
    parkId: r.park_id,
  });
  return {
    CARRIER: carriers.map(marker),
    PLATFORM: directory.filter((r) => r.kind === 'PLATFORM').map(marker),
    INVESTOR: directory.filter((r) => r.kind === 'INVESTOR').map(marker),
    // An institution serves the whole park: it belongs to no sub-park.
    FINANCE: institutions.map((i) => ({ id: i.id, name: i.name, description: `${i.kind} · ${i.address}`, lng: i.lng, lat: i.lat, parkId: null })),
  };
}


const gcjOf = (p: { longitude: number; latitude: number }) => wgs84ToGcj02({ lng: Number(p.longitude), lat: Number(p.latitude) });

export async function mapLayers(db: Kysely<DB>) {
  const [markers, parks] = await Promise.all([markersOf(db), parksOfPark(db)]);
  const main = parks[0];
  return {
    center: main ? gcjOf(main) : { lng: 120.19, lat: 30.19 },
    layers: (Object.keys(MAP_LAYERS) as MapLayer[]).map((key) => ({
      key,
      label: MAP_LAYERS[key],
      count: markers[key].length,
      markers: markers[key].map(({ parkId: _p, ...m }) => m),
    })),
  };
}

/** SPEC park/listCalculateParkMaps/{parkid}: the park (or sub-park) asked, its layers and each sub-park's counts. */
export async function calculateParkMaps(db: Kysely<DB>, parkId: number, calculate: boolean) {
  const parks = await parksOfPark(db);
  const park = parks.find((p) => Number(p.id) === parkId);
  if (!park) throw notFound('园区');
  const within = park.parent_id === null ? parks : [park];
  const ids = new Set(within.map((p) => Number(p.id)));
  const markers = calculate ? await markersOf(db) : null;
  const enterprises = calculate
    ? await db.selectFrom('orgs').select(['park_id', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy('park_id').execute()
    : [];
  const countIn = (layer: MapLayer, parkIds: Set<number>) => (markers ? markers[layer].filter((m) => m.parkId !== null && parkIds.has(m.parkId)).length : null);
  // The park's layer counts: the financial institutions serve it whole.
  const layerCount = (layer: MapLayer) => (layer === 'FINANCE' ? (markers?.FINANCE.length ?? null) : countIn(layer, ids));
  return {
    park: { id: Number(park.id), name: park.name, ...gcjOf(park) },
    layers: (Object.keys(MAP_LAYERS) as MapLayer[]).map((key) => ({ key, label: MAP_LAYERS[key], count: layerCount(key) })),
    subParks: within.map((p) => {
      const only = new Set([Number(p.id)]);
      return {
        id: Number(p.id),
        name: p.name,
        ...gcjOf(p),
        enterprises: calculate ? Number(enterprises.find((e) => Number(e.park_id) === Number(p.id))?.n ?? 0) : null,
        carriers: countIn('CARRIER', only),
        platforms: countIn('PLATFORM', only),
        investors: countIn('INVESTOR', only),
      };
    }),
  };
}
