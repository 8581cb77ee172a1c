import { Button, ErrorBlock, type ErrorBlockProps } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';

/**
 * A full-page dead end (无权访问, 页面不存在, a failed sign-in): why, and the one way on, which
 * replaces this address (home by default).
 */
export function DeadEnd({
  status,
  title,
  description,
  to = '/index',
  action = '返回首页',
}: {
  status: ErrorBlockProps['status'];
  title: string;
  description: string;
  to?: string;
  action?: string;
}) {
  const navigate = useNavigate();
  return (
    <ErrorBlock fullPage status={status} title={title} description={description}>
      <Button color="primary" onClick={() => navigate(to, { replace: true })}>
        {action}
      </Button>
    </ErrorBlock>
  );
}
