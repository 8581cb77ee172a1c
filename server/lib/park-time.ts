/** The parks' time zone: exports and day boundaries are in park time. */
const PARK_TIME_ZONE = 'Asia/Shanghai';

const PARK_MINUTE = new Intl.DateTimeFormat('sv-SE', {
  timeZone: PARK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** 2026-05-21 14:05 in park time, as the exports show it; '' for none. */
export const parkTime = (iso: string | null | undefined): string => (iso ? PARK_MINUTE.format(new Date(iso)) : '');
