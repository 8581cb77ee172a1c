import { Button, Dialog } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { deleteDeclaration, type DeclareItem } from '../api';
import { opEditPath } from '../paths';
import styles from './declare.module.css';
import { quoted } from '@common/quoted';

/** The row actions of /op/declareManage: 编辑, and 删除 after a confirmation (refused once enterprises submitted). */
export function DeclarationActions({ declaration: d, onDeleted }: { declaration: Pick<DeclareItem, 'id' | 'title' | 'applied'>; onDeleted?: () => void }) {
  const navigate = useNavigate();
  const remove = async () => {
    const submitted = d.applied ?? 0;
    const ok = await Dialog.confirm({
      title: '删除申报通知',
      content:
        submitted > 0
          ? `已有${submitted}家企业提交了申报，该通知不能删除。`
          : `确定删除${quoted(d.title)}吗？企业未提交的草稿将一并删除，删除后不可恢复。`,
      confirmText: '删除',
      cancelText: '取消',
    });
    if (!ok) return;
    try {
      await deleteDeclaration(d.id);
      onDeleted?.();
    } catch {
      // The server's reason was shown by the HTTP client.
    }
  };
  return (
    <div className={styles.actions} role="group" aria-label={`${d.title} 的操作`}>
      <Button size="mini" onClick={() => void navigate(opEditPath(d.id))}>
        编辑
      </Button>
      <Button size="mini" color="danger" fill="outline" onClick={() => void remove()}>
        删除
      </Button>
    </div>
  );
}
