import type { FormItemProps } from 'antd-mobile';
import { passwordProblem } from '@common/account-rules';

type Rules = NonNullable<FormItemProps['rules']>;

/**
 * A new password's rules: required, then the shared rule. An empty field says 请输入密码 alone —
 * the shared rule waits for some text, so one field never shows two errors at once.
 */
export const passwordRules: Rules = [
  { required: true, message: '请输入密码' },
  {
    validator: async (_rule, value: string | undefined) => {
      if (!value) return;
      const problem = passwordProblem(value);
      if (problem) throw new Error(problem);
    },
  },
];
