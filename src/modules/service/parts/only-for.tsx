import type { ReactNode } from 'react';
import { isOrganisation, isService } from '@common/roles';
import { useSession } from '@/core/use-session';
import { PageFrame } from '@/ui/page-frame';
import { Empty } from '@/ui/states';

const SAYS = {
  service: { check: isService, title: '本页面供服务机构使用', description: '以服务机构身份完成认证后，可在这里发布服务产品、办理企业的服务申请。' },
  enterprise: { check: isOrganisation, title: '本页面供园区企业使用', description: '完成企业认证后，可在这里申请园区服务机构的服务并查看进度。' },
} as const;

/** A personal-centre screen of one kind of organisation: anyone else is told whom it is for. */
export function OnlyFor({ who, title, children }: { who: keyof typeof SAYS; title: string; children: ReactNode }) {
  const user = useSession();
  const says = SAYS[who];
  if (user && says.check(user)) return <>{children}</>;
  return (
    <PageFrame title={title} backTo="/user/index">
      <Empty title={says.title} description={says.description} />
    </PageFrame>
  );
}

/** The screen `Screen`, for the members of one kind of organisation only. */
export const onlyFor = (who: keyof typeof SAYS, title: string, Screen: () => ReactNode) =>
  function OnlyForScreen() {
    return (
      <OnlyFor who={who} title={title}>
        <Screen />
      </OnlyFor>
    );
  };
