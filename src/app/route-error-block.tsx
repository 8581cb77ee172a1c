import { Button, ErrorBlock } from 'antd-mobile';

/** What a route shows when its screen could not be loaded even after one reload. */
export default function RouteErrorBlock() {
  return (
    <ErrorBlock fullPage status="disconnected" title="页面加载失败" description="网络不稳定或版本已更新，请重试">
      <Button color="primary" onClick={() => location.reload()}>
        重新加载
      </Button>
    </ErrorBlock>
  );
}
