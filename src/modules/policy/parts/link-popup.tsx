import { Button, Form, Popup, Selector, Toast } from 'antd-mobile';
import { useState } from 'react';
import { CONDITION_OPERATORS, CONDITION_OPERATOR_KEYS, type ConditionOperator, type ConditionQuota, type QuotaItem } from '@common/policy';
import { EnvelopeError } from '@/core/http';
import { NumberInput, PickerField } from '@/ui/form-page';
import { Loaded } from '@/ui/loaded';
import { allQuotas, saveConditionQuota } from '../admin-api';
import styles from './policy.module.css';

interface LinkValues {
  quotaId?: string;
  operator?: ConditionOperator;
  value?: number;
  value2?: number;
  optionIds?: number[];
}

const operatorsFor = (quota: QuotaItem | undefined) =>
  CONDITION_OPERATOR_KEYS.filter((op) => !quota || (CONDITION_OPERATORS[op].kinds as readonly string[]).includes(quota.kind)).map((op) => ({
    value: op,
    label: `${CONDITION_OPERATORS[op].symbol} ${CONDITION_OPERATORS[op].label}`,
  }));

const singleSelect = {
  getValueProps: (value: unknown) => ({ value: value === undefined || value === null ? [] : [value] }),
  normalize: (value: unknown[]) => value[0],
};

function LinkForm({ quotas, conditionId, link, linked, onClose }: { quotas: QuotaItem[]; conditionId: number; link?: ConditionQuota; linked: number[]; onClose: () => void }) {
  const [form] = Form.useForm<LinkValues>();
  const [saving, setSaving] = useState(false);
  // Enabled quotas the condition does not link yet (a condition links a quota once).
  const usable = quotas.filter((q) => q.id === link?.quotaId || (q.state === 'ENABLE' && !linked.includes(q.id)));
  const quotaOf = (id: string | undefined) => usable.find((q) => String(q.id) === id);

  const finish = async (v: LinkValues) => {
    const quota = quotaOf(v.quotaId);
    if (!quota || !v.operator) return;
    setSaving(true);
    try {
      await saveConditionQuota({
        id: link?.id,
        conditionId,
        quotaId: quota.id,
        operator: v.operator,
        ...(quota.kind === 'NUMBER' ? { value: v.value, ...(v.operator === 'BETWEEN' ? { value2: v.value2 } : {}) } : { optionIds: v.optionIds ?? [] }),
      });
      onClose();
    } catch (error) {
      if (!(error instanceof EnvelopeError)) Toast.show({ content: '保存失败，请检查网络后重试', icon: 'fail' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={
        link
          ? { quotaId: String(link.quotaId), operator: link.operator, value: link.value ?? undefined, value2: link.value2 ?? undefined, optionIds: link.optionIds }
          : {}
      }
      onValuesChange={(changed: LinkValues) => {
        // Another quota: its own operators, thresholds and options.
        if ('quotaId' in changed) form.setFieldsValue({ operator: undefined, value: undefined, value2: undefined, optionIds: [] });
      }}
      onFinish={(v) => void finish(v)}
      footer={
        <div className={styles.actionsRow}>
          <Button block onClick={onClose} disabled={saving}>
            取消
          </Button>
          <Button block type="submit" color="primary" loading={saving} disabled={saving}>
            保存
          </Button>
        </div>
      }
    >
      <Form.Item name="quotaId" label="指标" rules={[{ required: true, message: '请选择指标' }]}>
        <PickerField label="指标" options={usable.map((q) => ({ value: String(q.id), label: `${q.typeName} · ${q.name}（${q.kindLabel}）` }))} />
      </Form.Item>
      <Form.Subscribe to={['quotaId', 'operator']}>
        {({ quotaId, operator }: LinkValues) => {
          const quota = quotaOf(quotaId);
          if (!quota) return null;
          const unit = quota.unit ? `（${quota.unit}）` : '';
          return (
            <>
              <Form.Item name="operator" label="比较方式" rules={[{ required: true, message: '请选择比较方式' }]} {...singleSelect}>
                <Selector columns={2} options={operatorsFor(quota)} aria-label="比较方式" />
              </Form.Item>
              {quota.kind === 'NUMBER' ? (
                <>
                  <Form.Item name="value" label={`${operator === 'BETWEEN' ? '下限' : '阈值'}${unit}`} rules={[{ required: true, message: '请输入阈值' }]}>
                    <NumberInput placeholder="请输入数值" aria-label="阈值" />
                  </Form.Item>
                  {operator === 'BETWEEN' ? (
                    <Form.Item
                      name="value2"
                      label={`上限${unit}`}
                      dependencies={['value']}
                      rules={[
                        { required: true, message: '请输入上限' },
                        ({ getFieldValue }) => ({
                          validator: async (_r, v: unknown) => {
                            const low = getFieldValue('value') as number | undefined;
                            if (typeof v === 'number' && typeof low === 'number' && v < low) throw new Error('上限不能小于下限');
                          },
                        }),
                      ]}
                    >
                      <NumberInput placeholder="请输入数值" aria-label="上限" />
                    </Form.Item>
                  ) : null}
                </>
              ) : (
                <Form.Item name="optionIds" label="比较的选项" rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一个选项' }]}>
                  <Selector multiple columns={2} options={quota.options.map((o) => ({ value: o.id, label: o.label }))} aria-label="比较的选项" />
                </Form.Item>
              )}
            </>
          );
        }}
      </Form.Subscribe>
    </Form>
  );
}

/** Links a condition to a quota: the quota, how it is compared, the threshold or the options. */
export function LinkPopup({ conditionId, link, linked, onClose }: { conditionId: number; link?: ConditionQuota; linked: number[]; onClose: () => void }) {
  const quotas = allQuotas.useQuery({});
  return (
    <Popup visible onMaskClick={onClose} bodyClassName={styles.popup} destroyOnClose>
      <h2 className={styles.popupTitle}>{link ? '编辑条件指标' : '添加条件指标'}</h2>
      <Loaded state={quotas} skeleton={{ count: 1 }}>
        {(list) => <LinkForm quotas={list} conditionId={conditionId} link={link} linked={linked} onClose={onClose} />}
      </Loaded>
    </Popup>
  );
}
