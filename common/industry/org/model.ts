/** The enterprises of the park's industries: their devices, and the data the park tracks about them. */

export const DEVICE_STATUSES = { RUNNING: '在用', IDLE: '闲置', REPAIR: '维修中', RETIRED: '已报废' } as const;
export type DeviceStatus = keyof typeof DEVICE_STATUSES;
export const DEVICE_STATUS_KEYS = Object.keys(DEVICE_STATUSES) as DeviceStatus[];

/** Registered capital bands (万元) an analysis groups enterprises by. */
export const CAPITAL_BANDS = [
  { max: 100, label: '100万元以下' },
  { max: 500, label: '100–500万元' },
  { max: 1000, label: '500–1000万元' },
  { max: 5000, label: '1000–5000万元' },
  { max: Infinity, label: '5000万元以上' },
] as const;

export const capitalBand = (capital: number) => CAPITAL_BANDS.find((b) => capital < b.max)?.label ?? CAPITAL_BANDS[CAPITAL_BANDS.length - 1]!.label;
