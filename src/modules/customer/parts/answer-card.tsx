import { Tag } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { policyDetailPath } from '@/modules/policy/public';
import { noticeDetailPath } from '@/modules/notice/public';
import { ANSWER_KIND_LABELS, type AssistantAnswer } from '../api';
import { Highlight } from './highlight';
import styles from './customer.module.css';

const COLORS = { FAQ: 'success', POLICY: 'primary', NOTICE: 'warning' } as const;

/** Where an answer's source opens: a policy's or a notice's public detail; an FAQ is answered in full. */
export function sourcePath(answer: Pick<AssistantAnswer, 'kind' | 'id'>): string | null {
  if (answer.kind === 'POLICY') return policyDetailPath(answer.id);
  if (answer.kind === 'NOTICE') return noticeDetailPath(answer.id);
  return null;
}

/** One answer: its source, the FAQ's whole answer or the matching passage, and a link to the source. */
export function AnswerCard({ answer }: { answer: AssistantAnswer }) {
  const path = sourcePath(answer);
  return (
    <article className={styles.card} aria-label={`${ANSWER_KIND_LABELS[answer.kind]}：${answer.title}`}>
      <div className={styles.cardHead}>
        <Tag color={COLORS[answer.kind]} fill="outline">
          {ANSWER_KIND_LABELS[answer.kind]}
        </Tag>
        <h3 className={styles.cardTitle}>{answer.title}</h3>
      </div>
      <p className={styles.text}>
        {answer.answer ?? <Highlight text={answer.snippet} terms={answer.terms} />}
      </p>
      <div className={styles.source}>
        <span>{answer.category}</span>
        {path ? <Link to={path}>{answer.kind === 'POLICY' ? '查看政策详情' : '查看通知全文'}</Link> : null}
      </div>
    </article>
  );
}
