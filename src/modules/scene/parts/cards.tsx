import type { ABILITY_SORTS, OPP_SORTS } from '@common/scene/contract';
import { ITEM_KINDS, SCENE_FIELDS } from '@common/scene/rules';
import type { DisplayField } from '@/ui/fields';
import type { SortsOf } from '@/ui/list-page/list-card';
import type { QueueCard } from '@/ui/publish';
import type { AbilityRow, ItemRow, OppRow } from '../api';

/** The scenario lists' cards (phone) and tables (desktop), and their filters' options. */

export const FIELD_OPTIONS = SCENE_FIELDS.map((f) => ({ label: f, value: f }));
export const KIND_OPTIONS = Object.entries(ITEM_KINDS).map(([value, label]) => ({ label, value }));
type Reviewed = { contactName: string; contactPhone: string; reason: string };
/** The last lines of every card: the contact, the latest reason (when there is one), a time. */
const tail = <T extends Reviewed & { updatedAt: string; createdAt: string }>(time: { label: string; value: 'updatedAt' | 'createdAt' }): DisplayField<T>[] => [
  { label: '联系人', value: (r: T) => `${r.contactName} ${r.contactPhone}` },
  { label: '审核意见', value: 'reason', hidden: (r: T) => !r.reason },
  { ...time, format: 'datetime' },
];

export const OPP_CARD: QueueCard<OppRow> = {
  title: 'title',
  subtitle: 'ownerUnit',
  tags: (o) => [o.industry, o.expired && '已过期'],
  meta: [
    { label: '预算', value: 'budget' },
    { label: '截止日期', value: 'deadline' },
    ...tail<OppRow>({ label: '最后修改', value: 'updatedAt' }),
  ],
  table: {
    titleLabel: '场景名称',
    subtitleLabel: '需求单位',
    sort: { title: 'title', 预算: 'budgetMax', 截止日期: 'deadline', 最后修改: 'updatedAt' } satisfies SortsOf<typeof OPP_SORTS>,
  },
};

export const ABILITY_CARD: QueueCard<AbilityRow> = {
  title: 'title',
  subtitle: 'orgName',
  tags: (a) => [a.field],
  meta: [
    { label: '能力说明', value: 'summary' },
    ...tail<AbilityRow>({ label: '最后修改', value: 'updatedAt' }),
  ],
  table: {
    titleLabel: '能力名称',
    subtitleLabel: '企业',
    sort: { title: 'title', subtitle: 'orgName', 最后修改: 'updatedAt' } satisfies SortsOf<typeof ABILITY_SORTS>,
  },
};

export const ITEM_CARD: QueueCard<ItemRow> = {
  title: 'title',
  subtitle: 'orgName',
  tags: (i) => [ITEM_KINDS[i.kind], i.field],
  meta: [
    { label: '征集', value: 'roundTitle' },
    ...tail<ItemRow>({ label: '录入时间', value: 'createdAt' }),
  ],
  table: { titleLabel: '场景名称', subtitleLabel: '企业' },
};
