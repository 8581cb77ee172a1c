import { Button, Dialog, Form, Input, Selector, TextArea, Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { APPEAL_CATEGORIES, APPEAL_LIMITS, categoryOf } from '@common/appeal/rules';
import { isOperator } from '@common/roles';
import { useSession } from '@/core/use-session';
import { rulesFor, useLeaveGuard, type FormField } from '@/ui/form-page';
import { PageFrame } from '@/ui/page-frame';
import styles from '../parts/appeal.module.css';
import { CannotFile, mayFile } from '../parts/cannot-file';
import { LocationField } from '../parts/location-field';
import { OrgPicker } from '../parts/org-picker';
import { PhotoPicker } from '../parts/photo-picker';
import { fileAppeal, type FilingValues } from '../parts/submit';
import { USER_APPEAL } from '../paths';

const TITLE: FormField<FilingValues> = {
  name: 'title',
  label: '诉求标题',
  type: 'text',
  required: true,
  min: APPEAL_LIMITS.titleMin,
  max: APPEAL_LIMITS.titleMax,
};
const CONTENT: FormField<FilingValues> = {
  name: 'content',
  label: '诉求内容',
  type: 'textarea',
  required: true,
  min: APPEAL_LIMITS.contentMin,
  max: APPEAL_LIMITS.contentMax,
};
const ADDRESS: FormField<FilingValues> = {
  name: 'address',
  label: '地址',
  type: 'text',
  max: APPEAL_LIMITS.addressMax,
};
const CATEGORY_OPTIONS = APPEAL_CATEGORIES.map((c) => ({ label: c.label, value: c.value }));

/** Selector holds arrays; the field holds the one category. */
const single = {
  getValueProps: (value: unknown) => ({ value: value ? [value] : [] }),
  normalize: (value: unknown[]) => value[0],
};

function Deadline({ category }: { category: string | undefined }) {
  const found = category ? categoryOf(category) : undefined;
  return found ? (
    <p className={styles.hint}>
      {found.label}类诉求一般由{found.department}办理，{found.days} 个工作日内答复
    </p>
  ) : null;
}

/**
 * /user/appeal/add: an enterprise user files an appeal; a park officer files one for an enterprise
 * (on a visit, often without signal). Everything goes through the outbox, so the form works offline.
 */
export default function AppealFormPage() {
  const user = useSession();
  const navigate = useNavigate();
  const [form] = Form.useForm<FilingValues>();
  const [dirty, setDirty] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const { allowLeave } = useLeaveGuard(dirty && !submitting);
  const operator = isOperator(user);
  const container = useRef<HTMLDivElement>(null);
  // The first field in error is brought into view once the messages are rendered.
  const showFirstError = () =>
    requestAnimationFrame(() =>
      container.current
        ?.querySelector('.adm-form-item-has-error')
        ?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
    );

  if (!user || !mayFile(user)) {
    return (
      <PageFrame title="提交诉求" backTo={USER_APPEAL}>
        <CannotFile />
      </PageFrame>
    );
  }

  const finish = async (values: FilingValues) => {
    setSubmitting(true);
    try {
      const outcome = await fileAppeal(values);
      if (outcome.kind === 'failed') {
        await Dialog.alert({ title: '提交失败', content: outcome.message, confirmText: '返回修改' });
        return;
      }
      allowLeave();
      if (outcome.kind === 'sent') Toast.show({ content: '诉求已提交', icon: 'success' });
      else Toast.show({ content: '已保存，联网后自动提交', duration: 3000 });
      void navigate(USER_APPEAL, { replace: true });
    } catch {
      Toast.show({ content: '保存失败：此浏览器无法在本机保存，请联网后重试', icon: 'fail' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PageFrame title="提交诉求" backTo={USER_APPEAL}>
      <div ref={container}>
        <Form
          form={form}
          className={styles.form}
          layout="vertical"
          mode="card"
          initialValues={{ photos: [], position: null, org: null }}
          onValuesChange={() => setDirty(true)}
          onFinish={(values: FilingValues) => void finish(values)}
          onFinishFailed={showFirstError}
          footer={
            <Button
              block
              type="submit"
              color="primary"
              size="large"
              loading={submitting}
              disabled={submitting}
            >
              提交诉求
            </Button>
          }
        >
          {operator ? (
            <Form.Item
              name="org"
              label="诉求企业"
              required
              description="代企业提交：企业用户登录后可看到并评价办理结果"
              rules={[
                {
                  validator: async (_r, v: unknown) =>
                    v ? undefined : Promise.reject(new Error('请选择诉求企业')),
                },
              ]}
            >
              <OrgPicker />
            </Form.Item>
          ) : null}
          <Form.Item
            name="category"
            label="诉求类别"
            required
            rules={[{ required: true, message: '请选择诉求类别' }]}
            {...single}
          >
            <Selector columns={3} options={CATEGORY_OPTIONS} aria-label="诉求类别" />
          </Form.Item>
          <Form.Subscribe to={['category']}>
            {({ category }) => <Deadline category={category as string | undefined} />}
          </Form.Subscribe>
          <Form.Item
            name="title"
            label={TITLE.label}
            required
            rules={rulesFor(TITLE)}
            validateTrigger="onBlur"
          >
            <Input
              placeholder="一句话说明问题，如：园区东门道路积水"
              maxLength={APPEAL_LIMITS.titleMax}
              clearable
              aria-label="诉求标题"
            />
          </Form.Item>
          <Form.Item
            name="content"
            label={CONTENT.label}
            required
            rules={rulesFor(CONTENT)}
            validateTrigger="onBlur"
          >
            <TextArea
              placeholder="具体情况、影响和希望如何解决"
              maxLength={APPEAL_LIMITS.contentMax}
              showCount
              autoSize={{ minRows: 4, maxRows: 12 }}
              aria-label="诉求内容"
            />
          </Form.Item>
          <Form.Item name="photos" label="现场照片">
            <PhotoPicker />
          </Form.Item>
          <Form.Item name="address" label={ADDRESS.label} rules={rulesFor(ADDRESS)} validateTrigger="onBlur">
            <Input
              placeholder="问题所在位置，如：科技大道与创业路交叉口"
              maxLength={APPEAL_LIMITS.addressMax}
              clearable
              aria-label="地址"
            />
          </Form.Item>
          <Form.Item name="position" label="定位">
            <LocationField />
          </Form.Item>
        </Form>
      </div>
    </PageFrame>
  );
}
