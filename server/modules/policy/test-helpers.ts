import { buildWorld, call, okData, type Answer, type World } from '../../testing/world.js';

/** Test-only: the two-park world (server/testing/world.ts) and helpers to call the policy API. */

export const BASE = '/api/dpboot/policy';

export { buildWorld, call, type Answer, type World };

/** Calls and insists on success; the data (the world's okData). */
export const must = okData;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
export const daysFromToday = day;

let titleSerial = 0;
/** A complete, valid policy form, live from a month ago to a year ahead. */
export function policyForm(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: `关于支持高新技术企业发展的若干政策（${++titleSerial}）`,
    docNo: '杭高新〔2026〕1号',
    issuer: '高新区管委会',
    level: 'DISTRICT',
    industries: ['新一代信息技术'],
    eligible: '在本区注册的企业',
    summary: '支持企业加大研发投入。',
    content: '第一条 为加快培育高新技术企业，制定本政策。',
    applyMethod: '通过园区门户在线申报。',
    publishDate: day(-40),
    startDate: day(-30),
    endDate: day(365),
    contactName: '王老师',
    contactPhone: '0571-87702100',
    sourceUrl: 'https://www.example.gov.cn/policy/1',
    attachmentIds: [],
    ...extra,
  };
}

export async function createPolicy(
  w: World,
  form: Record<string, unknown> = policyForm(),
  tenant: 1 | 2 = 1,
): Promise<number> {
  const user = tenant === 1 ? w.admin : w.admin2;
  return (await must<{ id: number }>(w, 'POST', `${BASE}/add_policy`, user, form, tenant)).id;
}

export async function publish(w: World, id: number, tenant: 1 | 2 = 1): Promise<void> {
  await must(
    w,
    'POST',
    `${BASE}/audit`,
    tenant === 1 ? w.committee : w.admin2,
    { id, state: 'JOINT' },
    tenant,
  );
}

export interface QuotaSet {
  typeId: number;
  rd: number;
  patents: number;
  qual: number;
  qualOptions: Record<string, number>;
  inPark: number;
  inParkOptions: Record<string, number>;
  capital: number;
}

/** A small quota system in the park: R&D share, patents, qualifications, in-park, capital (the last three from the profile). */
export async function setupQuotas(w: World, tenant: 1 | 2 = 1): Promise<QuotaSet> {
  const user = tenant === 1 ? w.admin : w.admin2;
  const post = <T>(path: string, body: Record<string, unknown>) =>
    must<T>(w, 'POST', `${BASE}/${path}`, user, body, tenant);
  const { id: typeId } = await post<{ id: number }>('addquotatype', { name: '测试指标' });
  const add = async (body: Record<string, unknown>) =>
    (await post<{ id: number }>('addquota', { typeId, ...body })).id;
  const rd = await add({
    name: '研发投入占比',
    kind: 'NUMBER',
    unit: '%',
    question: '上年度研发投入占营业收入的比例？',
  });
  const patents = await add({ name: '发明专利数', kind: 'NUMBER', unit: '件' });
  const qual = await add({
    name: '企业资质',
    kind: 'MULTI',
    profileField: 'category',
    options: ['高新技术企业', '科技型中小企业', '专精特新企业'],
  });
  const inPark = await add({
    name: '注册地在园区',
    kind: 'SINGLE',
    profileField: 'inPark',
    options: ['是', '否'],
  });
  const capital = await add({
    name: '注册资本',
    kind: 'NUMBER',
    unit: '万元',
    profileField: 'registerCapital',
  });
  const optionsOf = async (quotaId: number) =>
    Object.fromEntries(
      (
        await must<{ id: number; label: string }[]>(
          w,
          'GET',
          `${BASE}/quota/options?quotaId=${quotaId}`,
          user,
          undefined,
          tenant,
        )
      ).map((o) => [o.label, o.id]),
    );
  return {
    typeId,
    rd,
    patents,
    qual,
    qualOptions: await optionsOf(qual),
    inPark,
    inParkOptions: await optionsOf(inPark),
    capital,
  };
}

/** One item with one award and one condition per link; returns the ids. */
export async function addItem(
  w: World,
  policyId: number,
  item: { name: string; award: number; autoGrant?: boolean; links: Record<string, unknown>[] },
  tenant: 1 | 2 = 1,
): Promise<{ itemId: number; conditionIds: number[] }> {
  const user = tenant === 1 ? w.admin : w.admin2;
  const post = <T>(path: string, body: Record<string, unknown>) =>
    must<T>(w, 'POST', `${BASE}/${path}`, user, body, tenant);
  const { id: itemId } = await post<{ id: number }>('applyItem/saveOrUpdate', {
    policyId,
    name: item.name,
    autoGrant: item.autoGrant ?? false,
  });
  await post('applyAward/saveOrUpdate', {
    itemId,
    name: `${item.name}奖励`,
    kind: 'REWARD',
    amount: item.award,
  });
  const conditionIds: number[] = [];
  for (const [i, link] of item.links.entries()) {
    const { id } = await post<{ id: number }>('applyCondition/saveOrUpdate', {
      itemId,
      name: `条件${i + 1}`,
    });
    await post('applyConditionAndQuota/saveOrUpdate', { conditionId: id, ...link });
    conditionIds.push(id);
  }
  return { itemId, conditionIds };
}
