import { DeadEnd } from '@/ui/dead-end';

/** Where the guards send a signed-in user who lacks the role a screen needs (SPEC §6). */
export default function ForbiddenPage() {
  return <DeadEnd status="default" title="无权访问" description="您没有访问该页面的权限" />;
}
