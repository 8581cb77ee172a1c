import { POLICY_LIMITS } from '@common/policy';
import type { FormField } from '@/ui/form-page';
import { FilesField } from '@/ui/files-field';
import type { PolicyValues } from './policy-fields';

/** The policy's files, last on both policy forms (the policy form and the guide form). */
export const ATTACHMENTS: FormField<PolicyValues> = {
  name: 'attachments',
  label: '政策附件',
  type: 'custom',
  group: '附件',
  input: <FilesField max={POLICY_LIMITS.attachmentsMax} hint="政策原文、申报表格等；发布后企业可下载" />,
};
