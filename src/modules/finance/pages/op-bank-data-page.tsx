import { ReviewQueue, type QueueCard } from '@/ui/publish';
import { institutions, managedProducts, productReview, type ManagedProduct, type ManageProductQuery } from '../api';
import { InstitutionPanel } from '../parts/institution-panel';
import { productTerms } from '../parts/product-terms';
import { OP_PRODUCT_EDIT, productEditPath } from '../paths';

const CARD: QueueCard<ManagedProduct> = {
  title: 'name',
  subtitle: 'institutionName',
  tags: (p) => [p.loanType, p.guarantee],
  meta: [
    ...productTerms<ManagedProduct>(),
    { label: '申请', value: (p) => `${String(p.applications)} 笔` },
    { label: '审核意见', value: 'reason', hidden: (p) => !p.reason },
    { label: '最后修改', value: 'updatedAt', format: 'datetime' },
  ],
  table: { titleLabel: '产品名称', subtitleLabel: '金融机构' },
};

/** /op/bankDataManage: the park's institutions, and their products on the publish kit (录入 → 发布 / 退回, 下架). */
export default function OpBankDataPage() {
  const { data: banks } = institutions.useQuery({});
  return (
    <ReviewQueue<ManagedProduct, ManageProductQuery>
      title="金融机构与产品"
      backTo="/op/index"
      review={productReview}
      list={managedProducts}
      header={<InstitutionPanel />}
      filters={[{ field: 'institutionId', label: '金融机构', options: (banks ?? []).map((b) => ({ label: b.name, value: String(b.id) })) }]}
      search={{ field: 'search', placeholder: '搜索产品或机构名称' }}
      card={CARD}
      editPath={productEditPath}
      createPath={OP_PRODUCT_EDIT}
      createLabel="录入产品"
      emptyText="暂无金融产品"
    />
  );
}
