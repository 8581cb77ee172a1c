import { useSearchParams } from 'react-router-dom';
import type { FormField } from '@/ui/form-page';
import { PageFrame } from '@/ui/page-frame';
import { TransitionButtons } from '@/ui/publish';
import { LoadFailed, LoadingCards, NotFound } from '@/ui/states';
import { managedProduct, manageSaveProduct, orgOptions, productReview } from '../api';
import { PRODUCT_FIELDS, ProductForm, productBody, productValues, type ProductValues } from '../parts/product-form';
import { OP_PRODUCTS } from '../paths';

const idOf = (raw: string | null) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

function Form({ id, initialValues }: { id?: number; initialValues: Partial<ProductValues> }) {
  const options = orgOptions.useQuery({});
  if (options.error) return <LoadFailed error={options.error} onRetry={() => void options.mutate()} />;
  if (!options.data) return <LoadingCards count={2} lines={4} />;
  const orgField: FormField<ProductValues> = {
    name: 'orgId',
    label: '服务机构',
    type: 'picker',
    required: true,
    disabled: id !== undefined,
    options: options.data.map((o) => ({ label: o.name, value: String(o.id) })),
    group: '服务机构',
  };
  return (
    <ProductForm
      fields={[orgField, ...PRODUCT_FIELDS]}
      initialValues={initialValues}
      save={(v) => manageSaveProduct({ orgId: Number(v.orgId), ...productBody(v, id) })}
      done={OP_PRODUCTS}
      resubmits={id !== undefined}
    />
  );
}

function Edit({ id }: { id: number }) {
  const item = managedProduct.useItem(id);
  if (item.notFound) return <NotFound title="服务产品不存在或已被删除" />;
  if (item.error) return <LoadFailed error={item.error} onRetry={() => void item.mutate()} />;
  if (!item.data) return <LoadingCards count={2} lines={4} />;
  const p = item.data;
  return (
    <>
      <TransitionButtons review={productReview} record={p} actor="operator" layout="bar" onDone={() => void item.mutate()} />
      <Form id={id} initialValues={productValues(p)} />
    </>
  );
}

/**
 * /op/serviceProEdit: a service product read and reviewed (?id=), corrected by the park (back to
 * review), or entered for an organisation registered offline (代录, without id).
 */
export default function OpProductEditPage() {
  const [search] = useSearchParams();
  const raw = search.get('id');
  const id = idOf(raw);
  return (
    <PageFrame title={raw ? '服务产品审核与修改' : '代录服务产品'} backTo={OP_PRODUCTS}>
      {raw === null ? <Form initialValues={{}} /> : id ? <Edit key={id} id={id} /> : <NotFound title="服务产品不存在或已被删除" />}
    </PageFrame>
  );
}
