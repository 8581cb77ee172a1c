import { ListPage, type CardSpec } from '@/ui/list-page/index';
import { OP_HOME } from '@/core/nav';
import { chainNames, orgProducts, type OrgQuery } from '../api';

type ProductRow = ReturnType<typeof orgProducts.useList>['items'][number];

const CARD: CardSpec<ProductRow> = {
  title: 'product',
  subtitle: 'orgName',
  meta: [
    { label: '所在环节', value: 'node' },
    { label: '产业链', value: 'chain' },
  ],
  table: { titleLabel: '产品', subtitleLabel: '生产企业' },
};

/** /op/im/org/product: what the park's industry enterprises make, and where it sits on the chains. */
export default function OrgProductPage() {
  const chains = chainNames.useQuery({}).data?.list ?? [];
  return (
    <ListPage<ProductRow, OrgQuery>
      title="产业企业产品"
      backTo={OP_HOME}
      list={orgProducts}
      table
      filters={[{ field: 'chainId', label: '产业链', options: chains.map((c) => ({ value: String(c.id), label: c.name })), display: 'chips' }]}
      search={{ field: 'search', placeholder: '搜索产品、环节或企业' }}
      card={CARD}
      itemKey={(p) => p.key}
      columnsKey="industry-products"
      emptyText="没有符合条件的产品"
    />
  );
}
