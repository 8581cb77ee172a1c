import { Type } from 'typebox';
import { Nullable } from '../../contract/atoms.js';
import { defineContract, type AnswerOf } from '../../contract/endpoint.js';
import { Position } from '../schemas.js';

/**
 * 园区地图 (SPEC §2 /sc/map; §7 park/listCalculateParkMaps/{parkid}?calculate=true): one map of the
 * park's carriers, innovation platforms, investors and financial institutions, each a layer
 * with its count. `layers` is the map's read (a public GET the service worker keeps, so a map
 * opened once opens offline with its markers); the spec's POST answers the same layers' counts
 * and those of each sub-park.
 */

export const MAP_LAYERS = { CARRIER: '创业载体', PLATFORM: '创新平台', INVESTOR: '投资机构', FINANCE: '金融机构' } as const;
export type MapLayer = keyof typeof MAP_LAYERS;

const LayerSchema = Type.Enum(Object.keys(MAP_LAYERS) as MapLayer[], { description: 'CARRIER 创业载体 / PLATFORM 创新平台 / INVESTOR 投资机构 / FINANCE 金融机构' });

const Marker = Type.Object({ id: Type.Integer(), name: Type.String(), description: Type.String({ description: '类型与地址' }), ...Position });

const Counted = () => Nullable(Type.Integer({ description: 'calculate=true 时为数量，否则为 null' }));

export const mapContract = defineContract(
  { base: 'parkboot', tag: 'map', module: '园区地图' },
  {
    layers: {
      method: 'GET',
      path: 'park/mapLayers',
      cache: 'network-first',
      access: 'public',
      summary: '园区地图的图层与标注点（公开）',
      answer: Type.Object({
        center: Type.Object(Position, { description: '本园区中心' }),
        layers: Type.Array(Type.Object({ key: LayerSchema, label: Type.String(), count: Type.Integer(), markers: Type.Array(Marker) })),
      }),
    },
    calculate: {
      method: 'POST',
      path: 'park/listCalculateParkMaps/:parkid',
      access: 'public',
      notLogged: 'SPEC 以 POST 发送的统计查询',
      summary: '园区及各分园的地图图层统计（公开）',
      description: 'parkid 为本园区或其分园；calculate=true 时给出各图层与各分园的载体、平台、投资机构、金融机构与企业数。',
      params: Type.Object({ parkid: Type.Integer({ title: '园区', minimum: 1 }) }),
      query: Type.Object({ calculate: Type.Optional(Type.Enum(['true', 'false'], { title: '是否统计' })) }),
      answer: Type.Object({
        park: Type.Object({ id: Type.Integer(), name: Type.String(), ...Position }),
        layers: Type.Array(Type.Object({ key: LayerSchema, label: Type.String(), count: Counted() })),
        subParks: Type.Array(
          Type.Object({
            id: Type.Integer(),
            name: Type.String(),
            ...Position,
            enterprises: Counted(),
            carriers: Counted(),
            platforms: Counted(),
            investors: Counted(),
          }),
        ),
      }),
    },
  },
);

export type MapLayers = AnswerOf<typeof mapContract.layers>;
export type ParkMaps = AnswerOf<typeof mapContract.calculate>;
