import type { ORG_DIRECTORY_SORTS } from '@common/org/contract';
import type { CardSpec, SortsOf } from '@/ui/list-page';
import { formatMoney } from '@/ui/format';
import type { OrgItem } from '../api';

export const ORGTYPE_LABELS: Record<string, string> = { ORG: '企业', SERVICE: '服务机构' };

/** One organisation of the directory as a card. */
export const ORG_CARD: CardSpec<OrgItem> = {
  title: 'fullname',
  subtitle: (o) => [o.simplename, o.creditCode].filter(Boolean).join(' · '),
  tags: (o) => [ORGTYPE_LABELS[o.orgtypes] ?? o.orgtypes, o.category, o.industryName],
  meta: [
    { label: '所在园区', value: 'parkName' },
    { label: '注册资本', value: (o) => formatMoney(o.registerCapital) },
    { label: '成立日期', value: 'setupDate', format: 'date' },
    { label: '经营状态', value: 'registStatus' },
    { label: '注册地址', value: 'orgaddress' },
  ],
  table: {
    titleLabel: '企业名称',
    subtitleLabel: '简称 · 信用代码',
    sort: { title: 'fullname', 注册资本: 'registerCapital', 成立日期: 'setupDate' } satisfies SortsOf<
      typeof ORG_DIRECTORY_SORTS
    >,
  },
};
