import { ReviewQueue } from '@/ui/publish';
import { managedProducts, productReview, type ManagedProduct, type ManageQuery } from '../api';
import { CATEGORY_OPTIONS, QUEUE_CARD } from '../parts/cards';
import { OP_PRODUCT_EDIT, opProductEditPath } from '../paths';

/** /op/serviceProManage: the service products' review queue (审核通过, 不通过, 下架, in batches too). */
export default function OpProductsPage() {
  return (
    <ReviewQueue<ManagedProduct, ManageQuery>
      title="服务产品管理"
      backTo="/op/index"
      review={productReview}
      list={managedProducts}
      filters={[{ field: 'category', label: '服务类别', options: CATEGORY_OPTIONS }]}
      search={{ field: 'search', placeholder: '搜索产品名称或服务机构' }}
      card={QUEUE_CARD}
      itemPath={(p) => opProductEditPath(p.id)}
      editPath={opProductEditPath}
      createPath={OP_PRODUCT_EDIT}
      createLabel="代录产品"
      emptyText="暂无服务产品"
      columnsKey="service-products"
    />
  );
}
