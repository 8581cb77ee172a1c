import { ListPage, type CardSpec } from '@/ui/list-page/index';
import { OP_HOME } from '@/core/nav';
import { chainNames, industryOrgList, type IndustryOrgRow, type OrgQuery } from '../api';

const CARD: CardSpec<IndustryOrgRow> = {
  title: 'name',
  subtitle: (o) => [o.industry, o.county].filter(Boolean).join(' · '),
  tags: (o) => o.chains,
  meta: [
    { label: '所在环节', value: (o) => o.nodes.join('、') || '—' },
    { label: '主营产品', value: (o) => o.products.join('、') || '—' },
    { label: '注册资本', value: (o) => `${o.capital.toLocaleString('zh-CN')} 万元` },
    { label: '主要设备', value: (o) => `${String(o.devices)} 台（套）` },
  ],
  table: { titleLabel: '企业名称', subtitleLabel: '行业 · 区县' },
};

/** /op/im/org/list: the enterprises on the park's chains, with where they sit and what they make. */
export default function OrgListPage() {
  const chains = chainNames.useQuery({}).data?.list ?? [];
  return (
    <ListPage<IndustryOrgRow, OrgQuery>
      title="产业企业名录"
      backTo={OP_HOME}
      list={industryOrgList}
      filters={[{ field: 'chainId', label: '产业链', options: chains.map((c) => ({ value: String(c.id), label: c.name })), display: 'chips' }]}
      search={{ field: 'search', placeholder: '搜索企业名称或产品' }}
      card={CARD}
      itemKey={(o) => o.orgId}
      columnsKey="industry-orgs"
      emptyText="没有符合条件的产业企业"
    />
  );
}
