import type { Kysely } from 'kysely';
import type {
  EconomyAreaFigure,
  EconomyAreaMonth,
  EconomyFigureInput,
} from '../../../common/economy/contract.js';
import type { TargetIndicator } from '../../../common/economy/indicators.js';
import type { DB } from '../../db/schema.js';
import { BizError, notFound } from '../../lib/errors.js';
import { parkToday } from '../../lib/park-time.js';
import { actualsOf, findArea, listAreas, writeFigure } from './repo.js';

/**
 * The areas' monthly entry (/op/economyArea/input): a month's figures beside the month before,
 * and the rules of writing one — no month after the current, nothing once the month is locked,
 * and a cumulative below last month's only with a note (a statistical revision says why).
 */

interface MonthQuery {
  indicator: TargetIndicator;
  year: number;
  month: number;
}

export async function areaMonth(db: Kysely<DB>, q: MonthQuery): Promise<EconomyAreaMonth> {
  const [areas, rows] = await Promise.all([listAreas(db), actualsOf(db, q.indicator, [q.year])]);
  const find = (areaId: number, month: number) => rows.find((r) => r.area_id === areaId && r.month === month);
  const list: EconomyAreaFigure[] = areas.map((a) => {
    const row = find(a.id, q.month);
    const previous = q.month > 1 ? (find(a.id, q.month - 1)?.cumulative ?? null) : null;
    return {
      areaId: a.id,
      areaName: a.name,
      cumulative: row?.cumulative ?? null,
      previous,
      note: row?.note ?? '',
      locked: row?.locked === 1,
      updatedAt: row?.updated_at ?? null,
    };
  });
  return { locked: list.length > 0 && list.every((r) => r.locked), rows: list };
}

export async function saveFigure(
  db: Kysely<DB>,
  input: EconomyFigureInput,
  userId: number,
  now: string,
): Promise<EconomyAreaFigure> {
  const area = await findArea(db, input.areaId);
  if (!area) throw notFound('片区');
  const today = parkToday();
  const [thisYear, thisMonth] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  if (input.year > thisYear || (input.year === thisYear && input.month > thisMonth))
    throw new BizError('不能填报未来月份的数据');
  const { rows } = await areaMonth(db, input);
  const current = rows.find((r) => r.areaId === area.id)!;
  if (current.locked)
    throw new BizError(`${String(input.year)}年${String(input.month)}月数据已审核锁定，不能修改`);
  const note = (input.note ?? '').trim();
  if (current.previous !== null && input.cumulative < current.previous && note === '')
    throw new BizError(`累计值低于上月（${String(current.previous)}万元），请填写说明`);
  await writeFigure(db, { ...input, note, userId, now });
  return (await areaMonth(db, input)).rows.find((r) => r.areaId === area.id)!;
}
