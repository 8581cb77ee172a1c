/** The park's wall clock is UTC+8: a form keeps a day and a time there, the API instants. */
const OFFSET_MS = 8 * 3600_000;

/** 'YYYY-MM-DD' and 'HH:mm' in park time → the ISO instant. */
export const instantOf = (day: string, time: string): string => new Date(`${day}T${time}:00+08:00`).toISOString();

/** An ISO instant → its park day and time. */
export function parkParts(iso: string): { day: string; time: string } {
  const wall = new Date(Date.parse(iso) + OFFSET_MS).toISOString();
  return { day: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/** 5月21日 14:00 (the park's clock), as cards show it. */
export function shortTime(iso: string): string {
  const { day, time } = parkParts(iso);
  return `${String(Number(day.slice(5, 7)))}月${String(Number(day.slice(8, 10)))}日 ${time}`;
}

/** The start and end of an activity in one line: 5月21日 14:00–16:00, or both days when it spans more. */
export function spanOf(startAt: string, endAt: string): string {
  const [s, e] = [parkParts(startAt), parkParts(endAt)];
  return s.day === e.day ? `${shortTime(startAt)}–${e.time}` : `${shortTime(startAt)} 至 ${shortTime(endAt)}`;
}
