import { Card, Collapse, Tag } from 'antd-mobile';
import { CONDITION_LOGICS, formatAward, type ApplyItem, type ApplyTree } from '@common/policy';
import { Empty, LoadFailed, LoadingCards } from '@/ui/states';
import { applyTree } from '../api';
import styles from './policy.module.css';
import { AutoGrantTag } from './auto-grant-tag';

function ItemBody({ item }: { item: ApplyItem }) {
  return (
    <div className={styles.itemBody}>
      {item.description ? <p className={styles.muted}>{item.description}</p> : null}
      <h4 className={styles.subheading}>奖补内容</h4>
      {item.awards.length ? (
        <ul className={styles.plainList}>
          {item.awards.map((a) => (
            <li key={a.id}>
              <Tag fill="outline" color="warning">
                {a.kindLabel}
              </Tag>{' '}
              {a.name}
              {a.amount ? <strong className={styles.money}> {formatAward(a.amount)}</strong> : null}
              {a.description ? <span className={styles.muted}>（{a.description}）</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>暂无奖补说明</p>
      )}
      <h4 className={styles.subheading}>申报条件</h4>
      {item.conditions.length ? (
        <ol className={styles.conditionList}>
          {item.conditions.map((c) => (
            <li key={c.id}>
              <span>{c.name}</span>
              {c.quotas.length ? (
                <span className={styles.quotaTexts}>
                  {c.quotas.length > 1 ? `${CONDITION_LOGICS[c.logic]}：` : ''}
                  {c.quotas.map((q) => q.text).join('；')}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>不设条件</p>
      )}
    </div>
  );
}

/** The apply items of a policy (申报事项): awards and conditions, each item folded. */
export function ApplyTreeList({ tree }: { tree: ApplyTree }) {
  if (!tree.items.length) return <Empty title="暂无申报事项" />;
  return (
    <Collapse defaultActiveKey={tree.items.length === 1 ? [String(tree.items[0]!.id)] : []}>
      {tree.items.map((item) => (
        <Collapse.Panel
          key={String(item.id)}
          title={
            <span className={styles.itemTitle}>
              {item.name}
              <AutoGrantTag shown={item.autoGrant} />
              {item.maxAward ? <span className={styles.money}>最高 {formatAward(item.maxAward)}</span> : null}
            </span>
          }
        >
          <ItemBody item={item} />
        </Collapse.Panel>
      ))}
    </Collapse>
  );
}

/** The apply tree of a policy, loaded (getApplyTreeByPolicyId). */
export function ApplyTreeCard({ policyId }: { policyId: number | string }) {
  const tree = applyTree.useItem(policyId);
  let body;
  if (tree.data) body = <ApplyTreeList tree={tree.data} />;
  else if (tree.error) body = <LoadFailed error={tree.error} onRetry={() => void tree.mutate()} />;
  else body = <LoadingCards count={1} />;
  return (
    <Card className={styles.card} title={`申报事项${tree.data ? `（${tree.data.items.length}）` : ''}`}>
      {body}
    </Card>
  );
}
