import { ErrorBlock } from 'antd-mobile';
import { isOperator, type SessionUser } from '@common/roles';
import { NeedsOrgActions } from '@/modules/certify/public';

/** Who may file: operators (for an enterprise of their park) and users of an organisation. */
export function mayFile(user: SessionUser | null): boolean {
  if (!user) return false;
  return isOperator(user) || (!!user.orgId && (user.orgType === 'ORG' || user.orgType === 'SERVICE'));
}

/** What an individual without an organisation sees instead of the form. */
export function CannotFile() {
  return (
    <ErrorBlock
      status="default"
      title="个人用户不能提交诉求"
      description="诉求以企业名义提交：请先完成企业认证，或申请关联所在企业。"
    >
      <NeedsOrgActions size="middle" />
    </ErrorBlock>
  );
}
