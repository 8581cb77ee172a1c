import { Button, Form, Popup, Toast } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { EnvelopeError } from '@/core/http';
import { renderFields, type FormField } from './form-page';
import styles from './form-popup.module.css';

export interface FormPopupProps<V extends object> {
  /** Popup heading, e.g. 新增申报事项. */
  title: string;
  visible: boolean;
  onClose: () => void;
  fields: FormField<V>[];
  initialValues?: Partial<V>;
  /** Saves (usually a defineAction); reject to keep the popup open. */
  onSubmit: (values: V) => Promise<unknown>;
  submitText?: string;
  /** More form items after the described fields (e.g. a field depending on another). */
  children?: ReactNode;
}

/**
 * A small form in a bottom popup, for editing one row of a larger screen (an item of a tree, an
 * option of a list): described fields (groups and conditional fields as on FormPage), Chinese
 * validation, 保存 / 取消; closes after saving.
 */
export function FormPopup<V extends object>({ title, visible, onClose, fields, initialValues, onSubmit, submitText = '保存', children }: FormPopupProps<V>) {
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);
  const finish = async (values: V) => {
    setSaving(true);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      if (!(error instanceof EnvelopeError)) Toast.show({ content: '保存失败，请检查网络后重试', icon: 'fail' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Popup visible={visible} onMaskClick={saving ? undefined : onClose} bodyClassName={styles.popup} destroyOnClose>
      <h2 className={styles.title}>{title}</h2>
      <Form
        form={form}
        layout="vertical"
        className={styles.form}
        initialValues={initialValues}
        onFinish={(values: V) => void finish(values)}
        footer={
          <div className={styles.actions}>
            <Button block onClick={onClose} disabled={saving}>
              取消
            </Button>
            <Button block type="submit" color="primary" loading={saving} disabled={saving}>
              {submitText}
            </Button>
          </div>
        }
      >
        {renderFields(fields)}
        {children}
      </Form>
    </Popup>
  );
}
