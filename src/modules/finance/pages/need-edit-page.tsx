import { isOrganisation } from '@common/roles';
import { useSession } from '@/core/use-session';
import { FormPage, type FormField } from '@/ui/form-page';
import { PageFrame } from '@/ui/page-frame';
import { NotFound } from '@/ui/states';
import { FINANCE_LIMITS, GUARANTEES, myNeed, saveNeed, type NeedInput, type NeedItem } from '../api';
import styles from '../parts/finance.module.css';
import { OrgOnly } from '../parts/org-only';
import { MY_NEEDS } from '../paths';
import { useIdParam } from '@/ui/id-param';

type Values = Omit<NeedInput, 'id'>;

const FIELDS: FormField<Values>[] = [
  { name: 'orgName', label: '企业名称', type: 'text', required: true, min: 2, max: FINANCE_LIMITS.nameMax },
  { name: 'amount', label: '融资金额', type: 'number', required: true, min: 1, max: FINANCE_LIMITS.amountMax, integer: true, unit: '万元' },
  { name: 'termMonths', label: '期望期限', type: 'number', required: true, min: 1, max: FINANCE_LIMITS.termMax, integer: true, unit: '个月' },
  { name: 'guarantee', label: '可接受的担保方式', type: 'select', required: true, options: GUARANTEES.map((g) => ({ label: g, value: g })) },
  { name: 'purpose', label: '资金用途', type: 'textarea', required: true, min: 2, max: FINANCE_LIMITS.textMax },
  { name: 'contactName', label: '联系人', type: 'text', required: true, max: FINANCE_LIMITS.contactMax },
  { name: 'contactPhone', label: '联系电话', type: 'phone', required: true },
];

const valuesOf = (n: NeedItem): Partial<Values> => ({
  orgName: n.orgName,
  amount: n.amount,
  termMonths: n.termMonths,
  guarantee: n.guarantee as Values['guarantee'],
  purpose: n.purpose,
  contactName: n.contactName,
  contactPhone: n.contactPhone,
});


/** /user/financeEdit: an enterprise posts a financing need, or with ?id= corrects one still open. */
export default function NeedEditPage() {
  const user = useSession();
  const { raw, id } = useIdParam();
  const title = raw ? '修改融资需求' : '发布融资需求';
  if (!isOrganisation(user)) {
    return (
      <PageFrame title={title} backTo={MY_NEEDS}>
        <OrgOnly doing="发布融资需求">{null}</OrgOnly>
      </PageFrame>
    );
  }
  if (raw !== null && id === null) {
    return (
      <PageFrame title={title} backTo={MY_NEEDS}>
        <NotFound title="融资需求不存在" />
      </PageFrame>
    );
  }
  const submit = (v: Values) => saveNeed({ ...v, amount: Number(v.amount), termMonths: Number(v.termMonths), ...(id ? { id } : {}) });
  return (
    <FormPage<Values, NeedItem, { id: number }>
      title={title}
      backTo={MY_NEEDS}
      fields={FIELDS}
      initialValues={{ contactName: user?.name ?? '', contactPhone: user?.phone ?? '', termMonths: 12, guarantee: '信用' }}
      {...(id ? { edit: { item: myNeed, id, toValues: valuesOf } } : {})}
      intro={<p className={styles.hint}>发布后园区合作金融机构可查看并与您对接；找到资金后请在“我的融资需求”中关闭。</p>}
      onSubmit={submit}
      submitText={id ? '保存修改' : '发布'}
      successTo={MY_NEEDS}
    />
  );
}
