import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';

/** Where the guards send a signed-in user who lacks the role a screen needs (SPEC §6). */
export default function ForbiddenPage() {
  const navigate = useNavigate();
  return (
    <ErrorBlock fullPage status="default" title="无权访问" description="您没有访问该页面的权限">
      <Button color="primary" onClick={() => navigate('/index', { replace: true })}>
        返回首页
      </Button>
    </ErrorBlock>
  );
}
