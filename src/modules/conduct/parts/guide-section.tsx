import { Button, List, Steps } from 'antd-mobile';
import { useState } from 'react';
import { hasPermission } from '@common/roles';
import { useSession } from '@/core/use-session';
import { formatDateTime } from '@/ui/format';
import type { ConductGuide } from '../api';
import { GuideEditor } from './guide-editor';
import styles from './conduct.module.css';

/** 申报指南: the park's steps and materials; an operator holding conduct.manage edits them here. */
export function GuideSection({ guide }: { guide: ConductGuide }) {
  const user = useSession();
  const [editing, setEditing] = useState(false);
  const mayEdit = hasPermission(user, 'conduct.manage');
  const edit = mayEdit ? (
    <Button size="mini" color="primary" fill="outline" onClick={() => setEditing(true)}>
      编辑
    </Button>
  ) : null;
  if (guide.steps.length === 0 && !mayEdit) return null;
  return (
    <section aria-label="申报指南">
      <List header="申报步骤" mode="card">
        <List.Item extra={edit} description={guide.updatedAt ? `更新于 ${formatDateTime(guide.updatedAt)}` : '园区尚未编写申报指南'}>
          申报指南
        </List.Item>
        {guide.intro ? <p className={styles.intro}>{guide.intro}</p> : null}
        {guide.steps.length > 0 ? (
          <Steps direction="vertical" className={styles.steps}>
            {guide.steps.map((step) => (
              <Steps.Step key={step.title} title={step.title} description={step.detail} status="process" />
            ))}
          </Steps>
        ) : null}
      </List>
      {guide.materials.length > 0 ? (
        <List header="申报材料" mode="card">
          {guide.materials.map((material, i) => (
            <List.Item key={material.name} prefix={`${String(i + 1)}.`} description={material.note || undefined}>
              {material.name}
            </List.Item>
          ))}
        </List>
      ) : null}
      {mayEdit ? <GuideEditor guide={guide} visible={editing} onClose={() => setEditing(false)} /> : null}
    </section>
  );
}
