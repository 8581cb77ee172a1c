import type { Kysely } from 'kysely';
import { AWARD_KINDS } from '../../../common/policy.js';
import type { ApplyItem, ApplyTree, ConditionQuota } from '../../../common/policy/tree/contract.js';
import type { DB } from '../../db/schema.js';
import type { Policy } from './tables.js';
import { labelsOf, linkText } from './match/explain.js';
import type { EngineItem, EnginePolicy, EngineQuota } from './match/types.js';
import * as quotaRepo from './repo-quota.js';
import { treeRows, type TreeRows } from './repo-tree.js';

/**
 * Apply trees of many policies from a handful of queries: the four tree levels, then the quotas
 * the links use with their options. The same load feeds the tree answer and the matching engine.
 */

export interface LoadedTrees {
  rows: TreeRows;
  quotas: Map<number, EngineQuota>;
}

export async function loadTrees(
  db: Kysely<DB>,
  policyIds: readonly number[],
): Promise<LoadedTrees> {
  const rows = await treeRows(db, policyIds);
  const quotaIds = [...new Set(rows.links.map((l) => l.quota_id))];
  return { rows, quotas: await engineQuotas(db, quotaIds) };
}

/** Quotas as the engine sees them (every state; disabled ones are marked so). */
export async function engineQuotas(
  db: Kysely<DB>,
  ids?: readonly number[],
): Promise<Map<number, EngineQuota>> {
  return engineQuotasOf(db, await quotaRepo.quotaRows(db, ids ? { ids } : {}));
}

/** The engine's quotas for rows already read. */
export async function engineQuotasOf(
  db: Kysely<DB>,
  quotas: readonly quotaRepo.QuotaRow[],
): Promise<Map<number, EngineQuota>> {
  const options = await quotaRepo.optionsOf(
    db,
    quotas.map((q) => q.id),
  );
  return new Map(
    quotas.map((q) => [
      q.id,
      {
        id: q.id,
        name: q.name,
        kind: q.kind,
        unit: q.unit,
        options: new Map((options.get(q.id) ?? []).map((o) => [o.id, o.label])),
        enabled: q.state === 'ENABLE' && q.type_state === 'ENABLE',
      },
    ]),
  );
}

function groupBy<T, K>(list: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of list) {
    const k = key(item);
    const group = map.get(k);
    if (group) group.push(item);
    else map.set(k, [item]);
  }
  return map;
}

const maxOf = (amounts: readonly number[]) => (amounts.length === 0 ? 0 : Math.max(...amounts));

export function buildApplyTree(
  policy: Pick<Policy, 'id' | 'title' | 'state'>,
  loaded: LoadedTrees,
): ApplyTree {
  const { rows, quotas } = loaded;
  const awards = groupBy(rows.awards, (a) => a.item_id);
  const conditions = groupBy(rows.conditions, (c) => c.item_id);
  const links = groupBy(rows.links, (l) => l.condition_id);
  const items: ApplyItem[] = rows.items
    .filter((i) => i.policy_id === policy.id)
    .map((item) => {
      const itemAwards = (awards.get(item.id) ?? []).map((a) => ({
        id: a.id,
        itemId: a.item_id,
        name: a.name,
        kind: a.kind,
        kindLabel: AWARD_KINDS[a.kind],
        amount: Number(a.amount),
        description: a.description,
        indexnumber: a.indexnumber,
      }));
      return {
        id: item.id,
        policyId: item.policy_id,
        name: item.name,
        description: item.description,
        autoGrant: item.auto_grant === 1,
        indexnumber: item.indexnumber,
        maxAward: maxOf(itemAwards.map((a) => a.amount)),
        awards: itemAwards,
        conditions: (conditions.get(item.id) ?? []).map((c) => ({
          id: c.id,
          itemId: c.item_id,
          name: c.name,
          logic: c.logic,
          indexnumber: c.indexnumber,
          quotas: (links.get(c.id) ?? []).flatMap((l): ConditionQuota[] => {
            const quota = quotas.get(l.quota_id);
            if (!quota) return [];
            const link = {
              operator: l.operator,
              value: l.value,
              value2: l.value2,
              optionIds: quotaRepo.parseIds(l.option_ids),
            };
            return [
              {
                id: l.id,
                conditionId: l.condition_id,
                quotaId: l.quota_id,
                quotaName: quota.name,
                quotaKind: quota.kind,
                unit: quota.unit,
                operator: l.operator,
                value: l.value === null ? null : Number(l.value),
                value2: l.value2 === null ? null : Number(l.value2),
                optionIds: link.optionIds,
                optionLabels: labelsOf(quota, link.optionIds),
                text: linkText(quota, link),
              },
            ];
          }),
        })),
      };
    });
  return { policyId: policy.id, title: policy.title, state: policy.state, items };
}

/** The engine's view of the policies. */
export function enginePolicies(policies: readonly Policy[], loaded: LoadedTrees): EnginePolicy[] {
  const { rows } = loaded;
  const awards = groupBy(rows.awards, (a) => a.item_id);
  const conditions = groupBy(rows.conditions, (c) => c.item_id);
  const links = groupBy(rows.links, (l) => l.condition_id);
  const items = groupBy(rows.items, (i) => i.policy_id);
  return policies.map((p) => ({
    id: p.id,
    title: p.title,
    issuer: p.issuer,
    level: p.level,
    endDate: p.end_date,
    items: (items.get(p.id) ?? []).map((item): EngineItem => ({
      id: item.id,
      name: item.name,
      autoGrant: item.auto_grant === 1,
      maxAward: maxOf((awards.get(item.id) ?? []).map((a) => Number(a.amount))),
      conditions: (conditions.get(item.id) ?? []).map((c) => ({
        id: c.id,
        name: c.name,
        logic: c.logic,
        links: (links.get(c.id) ?? []).map((l) => ({
          id: l.id,
          quotaId: l.quota_id,
          operator: l.operator,
          value: l.value === null ? null : Number(l.value),
          value2: l.value2 === null ? null : Number(l.value2),
          optionIds: quotaRepo.parseIds(l.option_ids),
        })),
      })),
    })),
  }));
}
