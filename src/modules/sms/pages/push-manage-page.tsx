import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { quoted } from '@common/quoted';
import { SMS_LIMITS as L, SMS_VARIABLE_NAMES, smsTextProblem, smsVariableToken, unknownVariables } from '@common/sms/contract';
import type { FormField } from '@/ui/form-page';
import { FormPopup } from '@/ui/form-popup';
import { ListPage, type CardSpec } from '@/ui/list-page';
import { deleteTemplate, saveTemplate, smsTemplates, type SmsTemplate, type TemplateQuery } from '../api';
import styles from '../parts/sms.module.css';
import { pushWithTemplatePath } from '../paths';

interface TemplateValues {
  name: string;
  text: string;
}

const FIELDS: FormField<TemplateValues>[] = [
  { name: 'name', label: '模板名称', type: 'text', required: true, max: L.nameMax, placeholder: '如 政策申报提醒' },
  {
    name: 'text',
    label: '短信内容',
    type: 'textarea',
    required: true,
    min: L.textMin,
    max: L.textMax,
    rows: 5,
    placeholder: '如：【{园区名称}】{联系人}您好，……',
    help: `可用变量：${SMS_VARIABLE_NAMES.map(smsVariableToken).join('、')}，发送时按每位接收人替换`,
    rules: [
      {
        // Length and blankness have their own rules; this one names a mistyped {变量}.
        validator: (_rule: unknown, value: unknown) => {
          const text = typeof value === 'string' ? value : '';
          return unknownVariables(text).length ? Promise.reject(new Error(smsTextProblem(text) ?? '')) : Promise.resolve();
        },
      },
    ],
  },
];

function TemplatePopup({ template, onClose }: { template?: SmsTemplate; onClose: () => void }) {
  return (
    <FormPopup<TemplateValues>
      title={template ? '编辑短信模板' : '新增短信模板'}
      visible
      onClose={onClose}
      fields={FIELDS}
      initialValues={template ? { name: template.name, text: template.text } : {}}
      onSubmit={(v) => saveTemplate({ ...(template ? { id: template.id } : {}), name: v.name.trim(), text: v.text.trim() })}
    />
  );
}

function confirmRemove(template: SmsTemplate) {
  void Dialog.confirm({
    title: '删除短信模板',
    content: `确定删除模板${quoted(template.name)}吗？已发送的短信记录不受影响，删除后不可恢复。`,
    confirmText: '删除',
    cancelText: '取消',
    onConfirm: () => deleteTemplate(template.id).then(() => undefined),
  });
}

/** /op/pushManage: the park's SMS templates — list, add, edit, delete, and 使用 to compose from one. */
export default function PushManagePage() {
  const navigate = useNavigate();
  const [editing, setEditing] = useState<SmsTemplate | 'new' | null>(null);
  const card: CardSpec<SmsTemplate> = {
    title: 'name',
    subtitle: 'text',
    tags: (t) => t.variables.map(smsVariableToken),
    meta: [{ label: '最后修改', value: 'updatedAt', format: 'datetime' }],
    extra: (t) => (
      <div className={styles.cardActions} role="group" aria-label={`${t.name} 的操作`}>
        <Button size="mini" color="primary" onClick={() => void navigate(pushWithTemplatePath(t.id))}>
          使用
        </Button>
        <Button size="mini" onClick={() => setEditing(t)}>
          编辑
        </Button>
        <Button size="mini" color="danger" fill="outline" onClick={() => confirmRemove(t)}>
          删除
        </Button>
      </div>
    ),
    table: { titleLabel: '模板名称', subtitleLabel: '短信内容' },
  };
  return (
    <>
      <ListPage<SmsTemplate, TemplateQuery>
        title="短信模板"
        backTo="/op/index"
        list={smsTemplates}
        search={{ field: 'search', placeholder: '搜索模板名称或内容' }}
        card={card}
        actions={
          <Button size="small" color="primary" fill="none" onClick={() => setEditing('new')}>
            新增模板
          </Button>
        }
        emptyText="暂无短信模板"
      />
      {editing && <TemplatePopup template={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
