import { Tag } from 'antd-mobile';
import { formatDateTime } from '@/ui/format';
import type { IntegralSystemStatus, IntegralSystemSummary } from '../../api-analysis';
import styles from './indicator.module.css';

const STATUS_COLOR: Record<IntegralSystemStatus, string> = {
  COMPUTING: 'warning',
  READY: 'success',
  FAILED: 'danger',
};

/** A version's computation as a tag: 计算中 / 已完成 / 计算失败. */
export function SystemStatusTag({
  system,
}: {
  system: Pick<IntegralSystemSummary, 'status' | 'statusLabel'>;
}) {
  return (
    <Tag color={STATUS_COLOR[system.status]} fill="outline">
      {system.statusLabel}
    </Tag>
  );
}

/**
 * The versions of a year, newest first: status, note, who saved it and when, how many enterprises
 * it scored. A tap shows that version's tree.
 */
export function SystemVersions({
  versions,
  selectedId,
  onSelect,
}: {
  versions: readonly IntegralSystemSummary[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}) {
  const basedOn = (v: IntegralSystemSummary) => versions.find((o) => o.id === v.basedOnId)?.version;
  return (
    <ul className={styles.versions} aria-label="指标体系版本">
      {versions.map((v) => (
        <li key={v.id} data-testid="integral-version">
          <button
            type="button"
            className={styles.version}
            aria-current={v.id === selectedId}
            onClick={() => onSelect(v.id)}
          >
            <span className={styles.versionTitle}>
              第{v.version}版
              <SystemStatusTag system={v} />
              {v.active ? (
                <Tag color="primary" fill="solid">
                  生效中
                </Tag>
              ) : null}
            </span>
            <span className={styles.meta}>{v.note || '无修改说明'}</span>
            <span className={styles.meta}>
              {v.authorName || '系统生成'} · {formatDateTime(v.createdAt)}
              {basedOn(v) ? ` · 修改自第${String(basedOn(v))}版` : ''}
            </span>
            <span className={styles.meta}>
              {v.indicatorCount} 项指标
              {v.status === 'READY'
                ? ` · 计分企业 ${String(v.scoredCount)} 家${v.computedAt ? ` · ${formatDateTime(v.computedAt)} 完成计算` : ''}`
                : ''}
              {v.status === 'COMPUTING' ? ' · 正在重新计算园区积分，完成前仍使用之前的版本' : ''}
            </span>
            {v.status === 'FAILED' && v.error ? (
              <span className={`${styles.meta} ${styles.off}`}>失败原因：{v.error}</span>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
