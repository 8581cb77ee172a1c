import { useNavigate } from 'react-router-dom';
import { SMS_LIMITS as L, SMS_VARIABLE_NAMES, smsTextProblem, smsVariableToken, unknownVariables } from '@common/sms/contract';
import type { FormField } from '@/ui/form-page';
import { FormPopup } from '@/ui/form-popup';
import { ListPage, type CardSpec } from '@/ui/list-page';
import { AddButton, confirmDelete, editAndDelete, RecordActions, useEditing } from '@/ui/record-actions';
import { deleteTemplate, saveTemplate, smsTemplates, type SmsTemplate, type TemplateQuery } from '../api';
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
  confirmDelete({
    title: '删除短信模板',
    what: '模板',
    name: template.name,
    note: '已发送的短信记录不受影响，',
    remove: () => deleteTemplate(template.id),
  });
}

/** /op/pushManage: the park's SMS templates — list, add, edit, delete, and 使用 to compose from one. */
export default function PushManagePage() {
  const navigate = useNavigate();
  const editor = useEditing<SmsTemplate>();
  const card: CardSpec<SmsTemplate> = {
    title: 'name',
    subtitle: 'text',
    tags: (t) => t.variables.map(smsVariableToken),
    meta: [{ label: '最后修改', value: 'updatedAt', format: 'datetime' }],
    extra: (t) => (
      <RecordActions
        label={t.name}
        actions={[
          { text: '使用', tone: 'primary', onClick: () => void navigate(pushWithTemplatePath(t.id)) },
          ...editAndDelete(() => editor.edit(t), () => confirmRemove(t)),
        ]}
      />
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
        actions={<AddButton text="新增模板" onClick={editor.add} />}
        emptyText="暂无短信模板"
      />
      {editor.popup((template, close) => <TemplatePopup template={template} onClose={close} />)}
    </>
  );
}
