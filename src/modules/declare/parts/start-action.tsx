import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EDITABLE_STATES } from '@common/declare/rules';
import { isOrganisation, isRegistering } from '@common/roles';
import { askForOrganisation } from '@/modules/certify/public';
import { useSession } from '@/core/use-session';
import { startDeclare, type DeclareItem } from '../api';
import { declareProcessPath, progressPath } from '../paths';

export const NOT_ORG_TEXT = '政策申报面向已认证的企业，请先在个人中心完成企业认证或关联企业。';

/**
 * What the enterprise can do with a declaration: 立即申报 while open, 继续填报 for its draft or a
 * returned application, 查看进度 otherwise. Others are told who may apply.
 */
export function StartAction({ declaration, block = false }: { declaration: Pick<DeclareItem, 'id' | 'phase' | 'mine' | 'name'>; block?: boolean }) {
  const navigate = useNavigate();
  const user = useSession();
  const [running, setRunning] = useState(false);
  const { mine } = declaration;
  const size = block ? 'large' : 'small';

  if (mine) {
    const editable = EDITABLE_STATES.includes(mine.state) && (mine.state === 'BACK' || declaration.phase === 'OPEN');
    return (
      <Button
        block={block}
        size={size}
        color="primary"
        fill={block ? 'solid' : 'outline'}
        onClick={() => void navigate(editable ? declareProcessPath(declaration.id) : progressPath(mine.id))}
      >
        {editable ? (mine.state === 'BACK' ? '修改后重新提交' : '继续填报') : '查看申报进度'}
      </Button>
    );
  }
  if (declaration.phase !== 'OPEN') {
    return (
      <Button block={block} size={size} disabled>
        {declaration.phase === 'CLOSED' ? '申报已截止' : '申报未开始'}
      </Button>
    );
  }
  const start = async () => {
    if (!isOrganisation(user)) {
      // Someone without an organisation is shown the way to one; others (a service organisation, an operator) only why.
      if (isRegistering(user)) askForOrganisation(navigate, { title: '暂不能申报', content: NOT_ORG_TEXT });
      else await Dialog.alert({ title: '暂不能申报', content: NOT_ORG_TEXT, confirmText: '知道了' });
      return;
    }
    setRunning(true);
    try {
      await startDeclare(declaration.id);
      void navigate(declareProcessPath(declaration.id));
    } catch {
      // The server's reason (closed meanwhile…) was shown by the HTTP client.
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button block={block} size={size} color="primary" loading={running} disabled={running} onClick={() => void start()}>
      立即申报
    </Button>
  );
}
