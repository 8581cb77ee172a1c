import { useSearchParams } from 'react-router-dom';
import { MyItems } from '@/ui/publish';
import { PageFrame } from '@/ui/page-frame';
import { LoadFailed, LoadingCards, NotFound } from '@/ui/states';
import { myProduct, myProducts, ownerReview, saveProduct, type ManagedProduct } from '../api';
import { MY_CARD } from '../parts/cards';
import { ProductForm, productBody, productValues } from '../parts/product-form';
import { MY_PRODUCTS, myProductEditPath } from '../paths';
import { ReceivedApplies } from '../parts/received-applies';
import { onlyFor } from '../parts/only-for';
import { ViewSwitch } from '../parts/view-switch';

function EditProduct({ id }: { id: number }) {
  const item = myProduct.useItem(id);
  if (item.notFound) return <NotFound title="服务产品不存在或已被删除" />;
  if (item.error) return <LoadFailed error={item.error} onRetry={() => void item.mutate()} />;
  if (!item.data) return <LoadingCards count={2} lines={4} />;
  return <ProductForm initialValues={productValues(item.data)} save={(v) => saveProduct(productBody(v, id))} done={MY_PRODUCTS} resubmits />;
}

/**
 * /user/serviceInnovate: the service organisation's own products on the publish kit (status tabs,
 * 审核意见, edit back to review, delete) and, under 收到的申请, the applications it handles.
 * `?edit=id|new` opens the product form in place; `?view=applies` the applications.
 */
function ServiceCentre() {
  const [params] = useSearchParams();
  const edit = params.get('edit');
  if (params.get('view') === 'applies') return <ReceivedApplies />;
  if (edit) {
    const id = edit === 'new' ? undefined : Number(edit);
    return (
      <PageFrame title={id ? '修改服务产品' : '发布服务产品'} backTo={MY_PRODUCTS}>
        {id === undefined ? <ProductForm initialValues={{}} save={(v) => saveProduct(productBody(v))} done={MY_PRODUCTS} resubmits={false} /> : <EditProduct id={id} />}
      </PageFrame>
    );
  }
  return (
    <MyItems<ManagedProduct, { status?: string; search?: string }>
      title="我的服务产品"
      backTo="/user/index"
      review={ownerReview}
      list={myProducts}
      header={<ViewSwitch current="products" />}
      search={{ field: 'search', placeholder: '搜索产品名称' }}
      card={MY_CARD}
      editPath={myProductEditPath}
      createPath={myProductEditPath('new')}
      createLabel="发布"
      emptyText="还没有发布服务产品"
    />
  );
}

export default onlyFor('service', '我的服务产品', ServiceCentre);
