import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '@/core/use-session';
import { FormView, type FormField } from '@/ui/form-page';
import { PageFrame } from '@/ui/page-frame';
import { LoadFailed, LoadingCards, NotFound } from '@/ui/states';
import { applyLoan, FINANCE_LIMITS, product, rateRange, type ProductDetail } from '../api';
import styles from '../parts/finance.module.css';
import { OrgOnly } from '../parts/org-only';
import { loanDetailPath, productDetailPath, SUPERMARKET_LIST } from '../paths';

type Values = { orgName: string; contactName: string; contactPhone: string; amount: number; termMonths: number; purpose: string };

function fieldsFor(p: ProductDetail): FormField<Values>[] {
  return [
    { name: 'orgName', label: '企业名称', type: 'text', required: true, min: 2, max: FINANCE_LIMITS.nameMax },
    { name: 'contactName', label: '联系人', type: 'text', required: true, max: FINANCE_LIMITS.contactMax },
    { name: 'contactPhone', label: '联系电话', type: 'phone', required: true },
    { name: 'amount', label: '申请金额', type: 'number', required: true, min: p.amountMin, max: p.amountMax, integer: true, unit: '万元', help: `本产品额度 ${String(p.amountMin)}–${String(p.amountMax)} 万元` },
    { name: 'termMonths', label: '贷款期限', type: 'number', required: true, min: p.termMin, max: p.termMax, integer: true, unit: '个月', help: `本产品期限 ${String(p.termMin)}–${String(p.termMax)} 个月` },
    { name: 'purpose', label: '资金用途', type: 'textarea', required: true, min: 2, max: FINANCE_LIMITS.textMax },
  ];
}

function ApplyForm({ id }: { id: number }) {
  const item = product.useItem(id);
  const user = useSession();
  const navigate = useNavigate();
  if (item.notFound) return <NotFound title="该产品不存在或已下架" onBack={() => void navigate(SUPERMARKET_LIST)} />;
  if (item.error) return <LoadFailed error={item.error} onRetry={() => void item.mutate()} />;
  if (!item.data) return <LoadingCards count={2} lines={4} />;
  const p = item.data;
  return (
    <>
      <p className={styles.hint}>
        {p.name} · {p.institutionName} · 年利率 {rateRange(p.rateMin, p.rateMax)}
      </p>
      <FormView<Values, { id: number }>
        fields={fieldsFor(p)}
        initialValues={{ contactName: user?.name ?? '', contactPhone: user?.phone ?? '', termMonths: Math.min(p.termMax, Math.max(p.termMin, 12)) }}
        onSubmit={(v) => applyLoan({ productId: id, ...v, amount: Number(v.amount), termMonths: Number(v.termMonths) })}
        submitText="提交申请"
        successMessage="申请已提交，园区金融服务专员将尽快跟进"
        successTo={(answer) => loanDetailPath(answer.id)}
      />
    </>
  );
}

/** /supermarket/apply/:id: an enterprise applies for a product; its progress is then on /user/audit/detail/{id}. */
export default function ApplyPage() {
  const { id } = useParams();
  const productId = id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  return (
    <PageFrame title="申请贷款" backTo={productId ? productDetailPath(productId) : SUPERMARKET_LIST}>
      <OrgOnly doing="申请贷款">{productId ? <ApplyForm id={productId} /> : <NotFound title="该产品不存在或已下架" />}</OrgOnly>
    </PageFrame>
  );
}
