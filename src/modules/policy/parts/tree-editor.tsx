import { Button, Card, Dialog, NoticeBar, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CONDITION_LOGICS, formatAward, type ApplyAward, type ApplyCondition, type ApplyItem, type ApplyTree, type ConditionQuota } from '@common/policy';
import { Empty } from '@/ui/states';
import { StatusTag } from '@/ui/status-tag';
import { deleteAward, deleteCondition, deleteConditionQuota, deleteItem } from '../admin-api';
import { policyEditPath, policyPreviewPath } from '../paths';
import { LinkPopup } from './link-popup';
import styles from './policy.module.css';
import { AwardPopup, ConditionPopup, ItemPopup } from './tree-popups';
import { quoted } from '@common/quoted';
import { AutoGrantTag } from './auto-grant-tag';

type Editing =
  | { kind: 'item'; item?: ApplyItem }
  | { kind: 'award'; itemId: number; award?: ApplyAward }
  | { kind: 'condition'; itemId: number; condition?: ApplyCondition }
  | { kind: 'link'; conditionId: number; link?: ConditionQuota };

/** Asks, then deletes (the action shows its own messages). */
async function confirmDelete(what: string, extra: string, run: () => Promise<unknown>) {
  const ok = await Dialog.confirm({ title: '删除确认', content: `确定删除${what}吗？${extra}`, confirmText: '删除', cancelText: '取消' });
  if (ok) await run().catch(() => undefined);
}

function RowButtons({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <span className={styles.rowButtons}>
      <Button size="mini" fill="none" color="primary" onClick={onEdit} aria-label={`编辑${name}`}>
        编辑
      </Button>
      <Button size="mini" fill="none" color="danger" onClick={onDelete} aria-label={`删除${name}`}>
        删除
      </Button>
    </span>
  );
}

function ConditionBlock({ condition, edit }: { condition: ApplyCondition; edit: (e: Editing) => void }) {
  return (
    <li className={styles.editRow}>
      <div className={styles.editRowHead}>
        <span>
          {condition.name}
          {condition.quotas.length > 1 ? <Tag fill="outline">{CONDITION_LOGICS[condition.logic]}</Tag> : null}
        </span>
        <RowButtons
          name={`条件${quoted(condition.name)}`}
          onEdit={() => edit({ kind: 'condition', itemId: condition.itemId, condition })}
          onDelete={() => void confirmDelete(`条件${quoted(condition.name)}`, '其指标设置将一并删除。', () => deleteCondition(condition.id))}
        />
      </div>
      <ul className={styles.linkList}>
        {condition.quotas.map((link) => (
          <li key={link.id}>
            <span className={styles.linkText}>{link.text}</span>
            <RowButtons
              name={`指标${quoted(link.text)}`}
              onEdit={() => edit({ kind: 'link', conditionId: condition.id, link })}
              onDelete={() => void confirmDelete(`指标${quoted(link.text)}`, '', () => deleteConditionQuota(link.id))}
            />
          </li>
        ))}
        {condition.quotas.length ? null : <li className={styles.warnText}>未关联指标：匹配时该条件显示为“待确认”</li>}
      </ul>
      <Button size="mini" fill="outline" onClick={() => edit({ kind: 'link', conditionId: condition.id })}>
        + 关联指标
      </Button>
    </li>
  );
}

function ItemCard({ item, edit }: { item: ApplyItem; edit: (e: Editing) => void }) {
  return (
    <Card
      className={styles.card}
      title={
        <span className={styles.itemTitle}>
          {item.name}
          <AutoGrantTag shown={item.autoGrant} />
        </span>
      }
      extra={
        <RowButtons
          name={`申报事项${quoted(item.name)}`}
          onEdit={() => edit({ kind: 'item', item })}
          onDelete={() => void confirmDelete(`申报事项${quoted(item.name)}`, '其奖补和条件将一并删除。', () => deleteItem(item.id))}
        />
      }
    >
      {item.description ? <p className={styles.muted}>{item.description}</p> : null}
      <h4 className={styles.subheading}>奖补（最高 {formatAward(item.maxAward)}）</h4>
      <ul className={styles.editList}>
        {item.awards.map((a) => (
          <li key={a.id} className={styles.editRowHead}>
            <span>
              <Tag fill="outline" color="warning">
                {a.kindLabel}
              </Tag>{' '}
              {a.name} {a.amount ? formatAward(a.amount) : ''}
            </span>
            <RowButtons
              name={`奖补${quoted(a.name)}`}
              onEdit={() => edit({ kind: 'award', itemId: item.id, award: a })}
              onDelete={() => void confirmDelete(`奖补${quoted(a.name)}`, '', () => deleteAward(a.id))}
            />
          </li>
        ))}
      </ul>
      <Button size="mini" fill="outline" onClick={() => edit({ kind: 'award', itemId: item.id })}>
        + 添加奖补
      </Button>
      <h4 className={styles.subheading}>申报条件</h4>
      <ol className={styles.editList}>
        {item.conditions.map((c) => (
          <ConditionBlock key={c.id} condition={c} edit={edit} />
        ))}
      </ol>
      <Button size="mini" fill="outline" onClick={() => edit({ kind: 'condition', itemId: item.id })}>
        + 添加条件
      </Button>
    </Card>
  );
}

/** The apply tree of one policy, edited in place: items → awards and conditions → quota links. */
export function TreeEditor({ tree }: { tree: ApplyTree }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);
  return (
    <>
      <Card className={styles.card}>
        <div className={styles.cardHead}>
          <h2 className={styles.title}>{tree.title}</h2>
          <StatusTag family="publish" value={tree.state} fill="solid" />
        </div>
        <div className={styles.buttonRow}>
          <Button size="small" onClick={() => void navigate(policyEditPath(tree.policyId))}>
            编辑政策信息
          </Button>
          <Button size="small" color="primary" onClick={() => void navigate(policyPreviewPath(tree.policyId))}>
            {tree.state === 'CHECK' ? '预览并审核' : '预览'}
          </Button>
        </div>
      </Card>
      {tree.state !== 'CHECK' ? <NoticeBar content="修改申报事项后，该政策将重新进入待审核，审核发布后企业才能看到变更" color="alert" wrap /> : null}
      {tree.items.length ? tree.items.map((item) => <ItemCard key={item.id} item={item} edit={setEditing} />) : <Empty title="还没有申报事项" description="添加申报事项，再为它设置奖补和申报条件" />}
      <div className={styles.actions}>
        <Button block color="primary" onClick={() => setEditing({ kind: 'item' })}>
          + 添加申报事项
        </Button>
      </div>
      {editing?.kind === 'item' ? (
        <ItemPopup policyId={tree.policyId} item={editing.item} taken={tree.items.filter((i) => i.id !== editing.item?.id).map((i) => i.name)} onClose={close} />
      ) : null}
      {editing?.kind === 'award' ? <AwardPopup itemId={editing.itemId} award={editing.award} onClose={close} /> : null}
      {editing?.kind === 'condition' ? <ConditionPopup itemId={editing.itemId} condition={editing.condition} onClose={close} /> : null}
      {editing?.kind === 'link' ? (
        <LinkPopup
          conditionId={editing.conditionId}
          link={editing.link}
          linked={tree.items.flatMap((i) => i.conditions).find((c) => c.id === editing.conditionId)?.quotas.map((q) => q.quotaId) ?? []}
          onClose={close}
        />
      ) : null}
    </>
  );
}
