import { Button, Dialog } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { quoted } from '@common/quoted';
import { deleteRank, publishRank, withdrawRank, type ManagedRank } from '../api';
import { rankEditPath } from '../paths';
import styles from './rank.module.css';

export const PUBLISH_CONFIRM = '确定发布该榜单吗？发布后将在门户“企业服务”页公开展示，发布期间不能修改。';
export const WITHDRAW_CONFIRM = '确定撤回该榜单吗？撤回后门户上不再展示，可修改后重新发布。';

/** Asks first; true when the person confirmed. */
export const confirmed = (title: string, content: string, confirmText: string) =>
  Dialog.confirm({ title, content, confirmText, cancelText: '取消' });

type Row = Pick<ManagedRank, 'id' | 'title' | 'status' | 'entryCount'>;

/** The row actions of /op/rankManage: what the list's status allows, each asking first. */
export function RankActions({ rank, onDone }: { rank: Row; onDone?: () => void }) {
  const navigate = useNavigate();
  // Failures were shown by the HTTP client; the lists refresh either way.
  const ask = async (title: string, content: string, confirmText: string, work: () => Promise<unknown>) => {
    if (!(await confirmed(title, content, confirmText))) return;
    await work().then(onDone, () => undefined);
  };
  const name = quoted(rank.title);
  return (
    <div className={styles.actions} role="group" aria-label={`${rank.title} 的操作`}>
      {rank.status !== 'PUBLISHED' ? (
        <Button size="mini" onClick={() => void navigate(rankEditPath(rank.id))}>
          编辑
        </Button>
      ) : null}
      {rank.status !== 'PUBLISHED' ? (
        <Button
          size="mini"
          color="primary"
          onClick={() => void ask('发布榜单', PUBLISH_CONFIRM, '发布', () => publishRank(rank.id))}
        >
          发布
        </Button>
      ) : (
        <Button
          size="mini"
          color="warning"
          onClick={() => void ask('撤回榜单', WITHDRAW_CONFIRM, '撤回', () => withdrawRank(rank.id))}
        >
          撤回
        </Button>
      )}
      {rank.status === 'DRAFT' ? (
        <Button
          size="mini"
          color="danger"
          fill="outline"
          onClick={() => void ask('删除榜单', `确定删除${name}吗？删除后不可恢复。`, '删除', () => deleteRank(rank.id))}
        >
          删除
        </Button>
      ) : null}
    </div>
  );
}
