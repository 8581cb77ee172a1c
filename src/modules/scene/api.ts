import { collectContract as k } from '@common/scene/collect';
import { abilityContract as a, oppContract as o, type ABILITY_SORTS, type OPP_SORTS } from '@common/scene/contract';
import { ABILITY_LIFECYCLE, ITEM_LIFECYCLE, OPP_LIFECYCLE, type AuditState, type OppState } from '@common/scene/lifecycle';
import type { ItemKind, SceneField } from '@common/scene/rules';
import { sortInput, type SortParams } from '@/ui/list-page/query-state';
import { defineReview } from '@/ui/publish/review';
import { defineAction, defineDownload, defineItem, defineList, defineQuery } from '@/ui/resource';

/** 应用场景's resources (common/scene/contract.ts, collect.ts). */

export type { AbilityRow, OppRow } from '@common/scene/contract';
export type { ItemRow, RoundRow } from '@common/scene/collect';

const field = (v: string | undefined) => v as SceneField | '' | undefined;
const num = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

export type OppQuery = { status?: string; industry?: string; expired?: string; search?: string } & SortParams;
const oppFilters = (q: OppQuery) => ({
  status: q.status as OppState | '' | undefined,
  industry: field(q.industry),
  expired: q.expired as 'yes' | 'no' | '' | undefined,
  search: q.search,
});
export const opps = defineList(o.list, { toQuery: (q: OppQuery) => ({ ...oppFilters(q), ...sortInput<(typeof OPP_SORTS)[number]>(q) }) });
export const opp = defineItem(o.detail);
export const oppExport = defineDownload(o.export, { toInput: oppFilters });
export const oppExportSelected = defineDownload(o.export, { toInput: (ids: number[]) => ({ ids }) });
export const oppReview = defineReview(OPP_LIFECYCLE, {
  transitions: { APPROVE: o.approve, RETURN: o.reject, OFFLINE: o.offline, DELETE: o.remove },
  counts: o.counts,
  batch: o.batch,
  history: o.history,
  revalidate: [opps, opp],
});
export const saveOpp = defineAction(o.save, { revalidate: oppReview.affected });

export type AbilityQuery = { status?: string; field?: string; search?: string } & SortParams;
const abilityFilters = (q: AbilityQuery) => ({ status: q.status as AuditState | '' | undefined, field: field(q.field), search: q.search });
export const abilities = defineList(a.list, { toQuery: (q: AbilityQuery) => ({ ...abilityFilters(q), ...sortInput<(typeof ABILITY_SORTS)[number]>(q) }) });
export const ability = defineItem(a.detail);
export const abilityOrgs = defineQuery(a.orgs);
export const abilityExport = defineDownload(a.export, { toInput: abilityFilters });
export const abilityExportSelected = defineDownload(a.export, { toInput: (ids: number[]) => ({ ids }) });
export const abilityReview = defineReview(ABILITY_LIFECYCLE, {
  transitions: { PASS: a.pass, FAIL: a.fail, BACK: a.back, OFFLINE: a.offline },
  counts: a.counts,
  batch: a.batch,
  history: a.history,
  revalidate: [abilities, ability],
});
export const saveAbility = defineAction(a.save, { revalidate: abilityReview.affected });

export type RoundQuery = { status?: string; search?: string };
export const rounds = defineList(k.rounds, { toQuery: (q: RoundQuery) => ({ status: q.status as 'OPEN' | 'CLOSED' | '' | undefined, search: q.search }) });
export const round = defineItem(k.round);
export const roundOptions = defineQuery(k.roundOptions);
export const itemOrgs = defineQuery(k.orgs);
export const saveRound = defineAction(k.saveRound, { revalidate: [rounds, round, roundOptions] });
export const closeRound = defineAction(k.closeRound, { revalidate: [rounds, round, roundOptions] });

export type ItemQuery = { status?: string; roundId?: string; kind?: string; field?: string; search?: string };
const itemFilters = (q: ItemQuery) => ({ status: q.status as AuditState | '' | undefined, roundId: num(q.roundId), kind: q.kind as ItemKind | '' | undefined, field: field(q.field), search: q.search });
export const items = defineList(k.items, { toQuery: itemFilters });
export const item = defineItem(k.item);
export const itemExport = defineDownload(k.exportItems, { toInput: itemFilters });
export const itemExportSelected = defineDownload(k.exportItems, { toInput: (ids: number[]) => ({ ids }) });
export const itemReview = defineReview(ITEM_LIFECYCLE, {
  transitions: { PASS: k.pass, FAIL: k.fail, BACK: k.back },
  counts: k.counts,
  batch: k.batch,
  history: k.history,
  revalidate: [items, item, rounds, round],
});
export const saveItem = defineAction(k.saveItem, { revalidate: itemReview.affected });
