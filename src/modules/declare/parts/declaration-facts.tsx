import { Card } from 'antd-mobile';
import { Link } from 'react-router-dom';
import type { DeclareDetail, MaterialSlot } from '../api';
import { materialTypesLabel } from '@common/declare/rules';
import { formatDateLong } from '@/ui/format';
import { policyDetailPath } from '@/modules/policy/public';
import styles from './declare.module.css';
import { PhaseTag } from './state-tag';

type Facts = Pick<DeclareDetail, 'title' | 'name' | 'policyId' | 'policyTitle' | 'applyItemName' | 'startDate' | 'endDate' | 'phase' | 'dept'> &
  Partial<Pick<DeclareDetail, 'phone'>>;

/** The heading card of a declaration: its title and window, the policy (linked) and the apply item. */
export function DeclarationFacts({ declaration, linkPolicy = true }: { declaration: Facts; linkPolicy?: boolean }) {
  const d = declaration;
  return (
    <Card className={styles.card}>
      <div className={styles.headRow}>
        <h2 className={styles.headTitle}>{d.title}</h2>
        <PhaseTag phase={d.phase} fill="solid" />
      </div>
      <dl className={`${styles.facts} ${styles.spaced}`}>
        <dt>申报名称</dt>
        <dd>{d.name}</dd>
        <dt>所属政策</dt>
        <dd>{linkPolicy ? <Link to={policyDetailPath(d.policyId)}>{d.policyTitle}</Link> : d.policyTitle}</dd>
        <dt>申报项目</dt>
        <dd>{d.applyItemName}</dd>
        <dt>申报时间</dt>
        <dd>
          {formatDateLong(`${d.startDate}T00:00:00`)} 至 {formatDateLong(`${d.endDate}T00:00:00`)}
        </dd>
        <dt>受理部门</dt>
        <dd>{d.dept}</dd>
        {d.phone ? (
          <>
            <dt>咨询电话</dt>
            <dd>
              <a href={`tel:${d.phone}`}>{d.phone}</a>
            </dd>
          </>
        ) : null}
      </dl>
    </Card>
  );
}

/** The notice text (plain text with line breaks). */
export function DeclarationContent({ content }: { content: string }) {
  return (
    <Card className={styles.card} title="通知内容">
      <p className={styles.content}>{content}</p>
    </Card>
  );
}

/** What an application must include. */
export function MaterialRequirements({ materials }: { materials: MaterialSlot[] }) {
  return (
    <Card className={styles.card} title="申报材料">
      {materials.map((m) => (
        <div key={m.id} className={styles.slot}>
          <div className={styles.slotHead}>
            <span>{m.name}</span>
            <span className={styles.fileSize}>{m.required ? '必传' : '选传'} · {materialTypesLabel(m.types)}</span>
          </div>
          {m.note ? <p className={styles.slotNote}>{m.note}</p> : null}
        </div>
      ))}
    </Card>
  );
}
