import { Card, Space } from 'antd-mobile';
import { SHOWCASE_LIMITS } from '@common/demand/showcase/contract';
import { FormPage, type FormField } from '@/ui/form-page';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { HistoryButton, StateTag, TransitionButtons } from '@/ui/publish';
import { myShowcase, myShowcaseReview, saveShowcase, type ManagedShowcase } from '../api';
import styles from '../parts/cx.module.css';

interface Values {
  title: string;
  intro: string;
  honours: string;
  contactName: string;
  contactPhone: string;
}

const L = SHOWCASE_LIMITS;
const FIELDS: FormField<Values>[] = [
  { name: 'title', label: '展示名称', type: 'text', required: true, min: 2, max: L.titleMax, group: '企业风采' },
  { name: 'intro', label: '企业简介', type: 'textarea', required: true, min: L.introMin, max: L.introMax, rows: 6 },
  {
    name: 'honours',
    label: '资质与荣誉',
    type: 'textarea',
    max: L.honoursMax,
    rows: 4,
    help: '每行一项，如“国家高新技术企业”',
  },
  { name: 'contactName', label: '联系人', type: 'text', required: true, max: 20, group: '联系方式（不公开）' },
  { name: 'contactPhone', label: '联系电话', type: 'phone', required: true },
];

function State({ showcase, refresh }: { showcase: ManagedShowcase; refresh: () => unknown }) {
  return (
    <Card>
      <Space align="center" wrap>
        <StateTag lifecycle={myShowcaseReview.lifecycle} status={showcase.status} />
        {myShowcaseReview.history ? (
          <HistoryButton history={myShowcaseReview.history} id={showcase.id} title={showcase.title} />
        ) : null}
        <TransitionButtons review={myShowcaseReview} record={showcase} actor="owner" onDone={refresh} />
      </Space>
      {showcase.reason ? <p className={styles.contacts}>审核意见：{showcase.reason}</p> : null}
      <p className={styles.contacts}>保存后提交园区审核，审核通过后在“企业风采”中公开（联系方式不公开）。</p>
    </Card>
  );
}

/** /user/orgInfoManage: the organisation's showcase (企业风采) — its state, the reason, and the form. */
export default function MyShowcasePage() {
  const state = myShowcase.useQuery({});
  if (!state.data)
    return (
      <PageFrame title="企业风采" backTo="/user/index">
        <Loaded state={state}>{() => null}</Loaded>
      </PageFrame>
    );
  const { showcase, orgName } = state.data;
  return (
    <FormPage<Values>
      key={showcase?.updatedAt ?? 'new'}
      title="企业风采"
      backTo="/user/index"
      fields={FIELDS}
      initialValues={
        showcase
          ? { ...showcase, honours: showcase.honours.join('\n') }
          : { title: orgName, intro: '', honours: '', contactName: '', contactPhone: '' }
      }
      intro={showcase ? <State showcase={showcase} refresh={() => state.mutate()} /> : null}
      onSubmit={(v) => saveShowcase(v)}
      submitText={showcase ? '保存并重新提交审核' : '提交审核'}
      successMessage="已提交审核"
      successTo="/user/orgInfoManage"
      confirm={showcase?.status === 'JOINT' ? '企业风采已发布，修改后需重新审核，审核期间不公开。确定提交吗？' : undefined}
    />
  );
}
