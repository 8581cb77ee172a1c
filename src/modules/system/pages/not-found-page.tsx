import { DeadEnd } from '@/ui/dead-end';

export default function NotFoundPage() {
  return <DeadEnd status="empty" title="页面不存在" description="您访问的页面不存在或已被移除" />;
}
