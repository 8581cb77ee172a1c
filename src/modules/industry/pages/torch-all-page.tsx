import { ListPage, type CardSpec } from '@/ui/list-page/index';
import { PageFrame } from '@/ui/page-frame';
import { Empty, LoadingCards } from '@/ui/states';
import { OP_HOME } from '@/core/nav';
import { chainNames, torchAll, torchYears, type TorchAllQuery, type TorchRow } from '../api';
import { torchValue } from '../torch/format';

const CARD: CardSpec<TorchRow> = {
  title: 'name',
  subtitle: 'industry',
  meta: [
    { label: '营业收入', value: (r) => torchValue('revenue', r.revenue) },
    { label: '研发费用', value: (r) => torchValue('rdExpense', r.rdExpense) },
    { label: '研发投入强度', value: (r) => torchValue('rdRatio', r.rdRatio) },
    { label: '实缴税费', value: (r) => torchValue('tax', r.tax) },
    { label: '从业人员', value: (r) => torchValue('staff', r.staff) },
    { label: '有效专利', value: (r) => torchValue('patents', r.patents) },
    { label: '发明专利', value: (r) => torchValue('inventionPatents', r.inventionPatents) },
  ],
  table: { titleLabel: '企业名称', subtitleLabel: '行业' },
};

/** /op/im/torch/all: every enterprise's torch figures of a year, largest revenue first. */
export default function TorchAllPage() {
  const years = torchYears.useQuery({});
  const chains = chainNames.useQuery({}).data?.list ?? [];
  const list = years.data?.years ?? [];
  if (!years.data) return <PageFrame title="火炬统计企业明细" backTo={OP_HOME}>{years.error ? <Empty title="加载失败，请稍后重试" /> : <LoadingCards />}</PageFrame>;
  if (list.length === 0) return <PageFrame title="火炬统计企业明细" backTo={OP_HOME}><Empty title="园区尚无火炬统计数据" /></PageFrame>;
  return (
    <ListPage<TorchRow, TorchAllQuery>
      title="火炬统计企业明细"
      backTo={OP_HOME}
      list={torchAll}
      table
      tabs={{ field: 'year', options: list.map((y) => ({ value: String(y), label: `${String(y)}年` })), defaultValue: String(list[0]) }}
      filters={[{ field: 'chainId', label: '产业链', options: chains.map((c) => ({ value: String(c.id), label: c.name })) }]}
      search={{ field: 'search', placeholder: '搜索企业名称' }}
      card={CARD}
      itemKey={(r) => `${String(r.orgId)}-${String(r.year)}`}
      columnsKey="industry-torch-all"
      emptyText="该年度没有填报火炬统计的企业"
    />
  );
}
