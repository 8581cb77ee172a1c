import { Dialog, Toast } from 'antd-mobile';
import { APPEAL_CATEGORIES, APPEAL_LIMITS, categoryOf } from '@common/appeal/rules';
import { isOperator } from '@common/roles';
import { useSession } from '@/core/use-session';
import { FormStay, FormView, type DependentField, type FormField } from '@/ui/form-page';
import { PageFrame } from '@/ui/page-frame';
import { CannotFile, mayFile } from '../parts/cannot-file';
import { LocationField } from '../parts/location-field';
import { OrgPicker } from '../parts/org-picker';
import { PhotoPicker } from '../parts/photo-picker';
import { fileAppeal, type FilingOutcome, type FilingValues } from '../parts/submit';
import { USER_APPEAL } from '../paths';

type Field = FormField<FilingValues> | DependentField<FilingValues>;

/** A park officer files for an enterprise (on a visit, often without signal). */
const ORG: Field = {
  name: 'org',
  label: '诉求企业',
  type: 'custom',
  required: '请选择诉求企业',
  help: '代企业提交：企业用户登录后可看到并评价办理结果',
  input: <OrgPicker />,
};

const CATEGORY_OPTIONS = APPEAL_CATEGORIES.map((c) => ({ label: c.label, value: c.value }));

/** The category, with who usually handles it and in how many working days, once one is chosen. */
const CATEGORY: Field = {
  name: 'category',
  dependsOn: ['category'],
  describe: ({ category }) => {
    const found = category ? categoryOf(category) : undefined;
    return {
      name: 'category',
      label: '诉求类别',
      type: 'select',
      options: CATEGORY_OPTIONS,
      required: true,
      ...(found ? { help: `${found.label}类诉求一般由${found.department}办理，${found.days} 个工作日内答复` } : {}),
    };
  },
};

const FIELDS: Field[] = [
  CATEGORY,
  {
    name: 'title',
    label: '诉求标题',
    type: 'text',
    required: true,
    min: APPEAL_LIMITS.titleMin,
    max: APPEAL_LIMITS.titleMax,
    placeholder: '一句话说明问题，如：园区东门道路积水',
  },
  {
    name: 'content',
    label: '诉求内容',
    type: 'textarea',
    required: true,
    min: APPEAL_LIMITS.contentMin,
    max: APPEAL_LIMITS.contentMax,
    rows: 4,
    placeholder: '具体情况、影响和希望如何解决',
  },
  { name: 'photos', label: '现场照片', type: 'custom', input: <PhotoPicker /> },
  {
    name: 'address',
    label: '地址',
    type: 'text',
    max: APPEAL_LIMITS.addressMax,
    placeholder: '问题所在位置，如：科技大道与创业路交叉口',
  },
  { name: 'position', label: '定位', type: 'custom', input: <LocationField /> },
];

/**
 * Files through the outbox: sent, or kept on the phone until the network is back. A refusal is
 * told in a dialog with the server's reason and the form stays open to fix it.
 */
async function file(values: FilingValues): Promise<FilingOutcome> {
  let outcome: FilingOutcome;
  try {
    outcome = await fileAppeal(values);
  } catch {
    Toast.show({ content: '保存失败：此浏览器无法在本机保存，请联网后重试', icon: 'fail' });
    throw new FormStay('not stored');
  }
  if (outcome.kind === 'failed') {
    await Dialog.alert({ title: '提交失败', content: outcome.message, confirmText: '返回修改' });
    throw new FormStay(outcome.message);
  }
  return outcome;
}

/**
 * /user/appeal/add: an enterprise user files an appeal; a park officer files one for an enterprise.
 * Everything goes through the outbox, so the form works offline.
 */
export default function AppealFormPage() {
  const user = useSession();
  return (
    <PageFrame title="提交诉求" backTo={USER_APPEAL}>
      {user && mayFile(user) ? (
        <FormView<FilingValues, FilingOutcome>
          fields={isOperator(user) ? [ORG, ...FIELDS] : FIELDS}
          initialValues={{ photos: [], position: null, org: null }}
          submitText="提交诉求"
          onSubmit={file}
          successMessage={(outcome) => (outcome.kind === 'sent' ? '诉求已提交' : '已保存，联网后自动提交')}
          successTo={USER_APPEAL}
        />
      ) : (
        <CannotFile />
      )}
    </PageFrame>
  );
}
