import { FormView } from '@/ui/form-page';
import { LoadFailed, LoadingCards, NotFound } from '@/ui/states';
import { institutions, managedProduct, saveProduct, type ManagedProduct } from '../api';
import { productFields, toProductInput, type ProductValues } from '../parts/product-fields';
import { OP_BANK_DATA } from '../paths';
import { NewOrEditScreen, type NewOrEditSpec } from '@/ui/new-or-edit-screen';

const valuesOf = (p: ManagedProduct): ProductValues => ({
  institutionId: String(p.institutionId),
  name: p.name,
  loanType: p.loanType as ProductValues['loanType'],
  guarantee: p.guarantee as ProductValues['guarantee'],
  amountMin: p.amountMin,
  amountMax: p.amountMax,
  rateMin: p.rateMin / 100,
  rateMax: p.rateMax / 100,
  termMin: p.termMin,
  termMax: p.termMax,
  eligibility: p.eligibility,
  materials: p.materials,
  intro: p.intro,
});

function ProductForm({ id, initialValues }: { id?: number; initialValues: Partial<ProductValues> }) {
  const banks = institutions.useQuery({});
  if (banks.error) return <LoadFailed error={banks.error} onRetry={() => void banks.mutate()} />;
  if (!banks.data) return <LoadingCards count={2} lines={4} />;
  return (
    <FormView<ProductValues, { id: number }>
      fields={productFields(banks.data)}
      initialValues={initialValues}
      onSubmit={(v) => saveProduct(toProductInput(v, id))}
      submitText={id === undefined ? '提交审核' : '保存并重新提交审核'}
      successTo={OP_BANK_DATA}
    />
  );
}

function EditProduct({ id }: { id: number }) {
  const item = managedProduct.useItem(id);
  if (item.notFound) return <NotFound title="金融产品不存在或已被删除" />;
  if (item.error) return <LoadFailed error={item.error} onRetry={() => void item.mutate()} />;
  if (!item.data) return <LoadingCards count={2} lines={4} />;
  return <ProductForm id={id} initialValues={valuesOf(item.data)} />;
}

const SCREEN: NewOrEditSpec = { create: '录入金融产品', edit: '修改金融产品', backTo: OP_BANK_DATA, notFound: '金融产品不存在或已被删除' };

/** /op/bankDataManage/product: a bank's product entered for review, or with ?id= one corrected (back to review). */
export default function OpProductEditPage() {
  return <NewOrEditScreen spec={SCREEN} create={<ProductForm initialValues={{}} />} edit={(id) => <EditProduct id={id} />} />;
}
