import { distanceMetres, type LngLat } from '../coords.js';

/** Terms and limits of the carriers and their spaces (the server checks them; the forms show them). */

export const CARRIER_TYPES = ['孵化器', '众创空间', '加速器', '产业楼宇'] as const;
export type CarrierType = (typeof CARRIER_TYPES)[number];

/** The level a carrier was recognised at (国家级 highest); 未认定 when it holds none. */
export const CARRIER_LEVELS = ['国家级', '省级', '市级', '未认定'] as const;
export type CarrierLevel = (typeof CARRIER_LEVELS)[number];

export const RESOURCE_TYPES = ['办公室', '厂房', '工位'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** A space is free to let (空置) or let (已租). */
export const RESOURCE_STATUSES = { FREE: '空置', RENTED: '已租' } as const;
export type ResourceStatus = keyof typeof RESOURCE_STATUSES;

/**
 * The spaces list's status filter: a space's state, or 现可入驻 (NOW): free, and free from today
 * on (no available-from date, or one not after the park's today). "Free now near me" uses it.
 */
export const RESOURCE_FILTER_STATUSES = ['FREE', 'NOW', 'RENTED'] as const;
export const RESOURCE_FILTER_LABELS: Record<(typeof RESOURCE_FILTER_STATUSES)[number], string> = { FREE: '空置', NOW: '现可入驻', RENTED: '已租' };

/** 预约看房: waiting for a call back (待联系), or called back (已联系). */
export const VISIT_STATUSES = { TOAUDIT: '待联系', DONE: '已联系' } as const;
export type VisitStatus = keyof typeof VISIT_STATUSES;

export const CARRIER_LIMITS = {
  nameMax: 60,
  addressMax: 120,
  introMax: 4000,
  contactMax: 30,
  areaMax: 10_000_000,
  sizeMax: 100_000,
  /** 元 per month for the whole space. */
  priceMax: 10_000_000,
  noteMax: 300,
  /** "Near me" reaches at most this far. */
  nearKmMax: 50,
  residentsMax: 500,
  /** Photos of one carrier or one space. */
  photosMax: 12,
} as const;

/** Size bands (m²) of the resource filter, as `min-max` ('' for open ends). */
export const SIZE_BANDS = [
  { label: '50㎡以下', value: '-50' },
  { label: '50–200㎡', value: '50-200' },
  { label: '200–1000㎡', value: '200-1000' },
  { label: '1000㎡以上', value: '1000-' },
] as const;

/** Monthly rent bands (元/月). */
export const PRICE_BANDS = [
  { label: '2000元以下', value: '-2000' },
  { label: '2000–10000元', value: '2000-10000' },
  { label: '1–5万元', value: '10000-50000' },
  { label: '5万元以上', value: '50000-' },
] as const;

/** The two ends of a band (`50-200`, `-50`, `1000-`); undefined ends are open. */
export function bandOf(band: string | undefined): { min?: number; max?: number } {
  const match = /^(\d*)-(\d*)$/.exec(band ?? '');
  if (!match) return {};
  return { ...(match[1] ? { min: Number(match[1]) } : {}), ...(match[2] ? { max: Number(match[2]) } : {}) };
}

/** Great-circle distance in km. */
export const distanceKm = (a: LngLat, b: LngLat) => distanceMetres(a, b) / 1000;

/** `120.21,30.2` → a point, or null when it is not one. */
export function pointOf(text: string | undefined): LngLat | null {
  const match = /^(-?\d{1,3}(?:\.\d+)?),(-?\d{1,2}(?:\.\d+)?)$/.exec(text ?? '');
  if (!match) return null;
  const [lng, lat] = [Number(match[1]), Number(match[2])];
  return Math.abs(lng) <= 180 && Math.abs(lat) <= 90 ? { lng, lat } : null;
}

/** Occupancy of a carrier's spaces, in whole percent (0 when it lists none). */
export const occupancyOf = (rented: number, total: number) => (total > 0 ? Math.round((rented * 100) / total) : 0);
