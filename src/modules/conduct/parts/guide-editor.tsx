import { Button, Form, Input, Popup, TextArea } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { CONDUCT_LIMITS as L, saveGuide, type ConductGuide, type ConductGuideInput } from '../api';
import styles from './conduct.module.css';

/** The operators' editor of the park's guide: its intro, the steps in order, the materials. */
export function GuideEditor({ guide, visible, onClose }: { guide: ConductGuide; visible: boolean; onClose: () => void }) {
  const [saving, setSaving] = useState(false);
  const initial: ConductGuideInput = {
    intro: guide.intro,
    steps: guide.steps.length > 0 ? guide.steps : [{ title: '', detail: '' }],
    materials: guide.materials,
  };
  const finish = async (values: ConductGuideInput) => {
    setSaving(true);
    try {
      await saveGuide({
        intro: values.intro ?? '',
        steps: (values.steps ?? []).map((s) => ({ title: s.title, detail: s.detail ?? '' })),
        materials: (values.materials ?? []).map((m) => ({ name: m.name, note: m.note ?? '' })),
      });
      onClose();
    } catch {
      // The action has said why; the popup stays open with what was typed.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} destroyOnClose bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <div className={styles.editor} role="dialog" aria-label="编辑申报指南">
        <Form
          initialValues={initial}
          onFinish={(values: ConductGuideInput) => void finish(values)}
          footer={
            <Button block type="submit" color="primary" loading={saving}>
              保存
            </Button>
          }
        >
          <Form.Header>编辑申报指南</Form.Header>
          <Form.Item name="intro" label="申报说明">
            <TextArea maxLength={L.introMax} rows={3} showCount placeholder="面向园区企业的申报提示" />
          </Form.Item>
          <Entries name="steps" blank={{ title: '', detail: '' }} addText="添加步骤" heading={(n) => `第 ${n} 步`}>
            {(index) => (
              <>
                <Form.Item name={[index, 'title']} label="步骤名称" rules={[{ required: true, whitespace: true, message: '请填写步骤名称' }]}>
                  <Input maxLength={L.stepTitleMax} placeholder="如 园区预审" />
                </Form.Item>
                <Form.Item name={[index, 'detail']} label="步骤说明">
                  <TextArea maxLength={L.stepDetailMax} rows={2} placeholder="企业在这一步要做什么" />
                </Form.Item>
              </>
            )}
          </Entries>
          <Entries name="materials" blank={{ name: '', note: '' }} addText="添加材料" heading={(n) => `材料 ${n}`}>
            {(index) => (
              <>
                <Form.Item name={[index, 'name']} label="材料名称" rules={[{ required: true, whitespace: true, message: '请填写材料名称' }]}>
                  <Input maxLength={L.materialNameMax} placeholder="如 营业执照" />
                </Form.Item>
                <Form.Item name={[index, 'note']} label="材料说明">
                  <Input maxLength={L.materialNoteMax} placeholder="份数、盖章等要求" />
                </Form.Item>
              </>
            )}
          </Entries>
        </Form>
      </div>
    </Popup>
  );
}

/** A list of entries the operator adds to and deletes from, each under a numbered heading. */
function Entries(props: {
  name: 'steps' | 'materials';
  blank: object;
  addText: string;
  heading: (n: number) => string;
  children: (index: number) => ReactNode;
}) {
  return (
    <Form.Array
      name={props.name}
      onAdd={(op) => op.add(props.blank)}
      renderAdd={() => props.addText}
      renderHeader={({ index }, { remove }) => (
        <span className={styles.editorHeader}>
          <span>{props.heading(index + 1)}</span>
          <a role="button" onClick={() => remove(index)}>
            删除
          </a>
        </span>
      )}
    >
      {(fields) => fields.map(({ index }) => <div key={index}>{props.children(index)}</div>)}
    </Form.Array>
  );
}
