import type { FormItemProps } from 'antd-mobile';
import { creditCodeProblem, normalizeCreditCode } from '@common/credit-code';
import { idcardProblem, normalizeIdcard } from '@common/idcard';
import { LOOKUP_NAME_MIN } from '@common/org/lookup/contract';

/** Form rules of the certification screens; the server checks the same again. */

type Rules = NonNullable<FormItemProps['rules']>;

const check = (problem: string | null) => (problem ? Promise.reject(new Error(problem)) : Promise.resolve());

/** Inner runs of whitespace collapse to one space, as the server stores it. */
export const tidyText = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

export function textRules(title: string, min: number, max: number): Rules {
  return [
    {
      validator: (_, value: string | undefined) => {
        const length = [...tidyText(value)].length;
        if (length === 0) return check(`请输入${title}`);
        if (length < min) return check(`${title}不能少于${min}个字`);
        if (length > max) return check(`${title}不能超过${max}个字`);
        return check(null);
      },
    },
  ];
}

export const creditCodeRules: Rules = [
  { validator: (_, value: string | undefined) => check(creditCodeProblem(normalizeCreditCode(value ?? ''))) },
];

export const idcardRules = (title: string): Rules => [
  { validator: (_, value: string | undefined) => check(idcardProblem(normalizeIdcard(value ?? ''), title)) },
];

export const uploadRules = (title: string): Rules => [{ required: true, message: `请上传${title}` }];

/** Typing or pasting "9144 0300 …" or a lower-case x: stored without spaces, upper case. */
export const normalizeCode = (value: string | undefined) => (value ?? '').replace(/\s+/g, '').toUpperCase();

/**
 * What the organisation search box asks the registry: 18 characters that can be a credit code are
 * looked up as one, anything of two characters or more as a name; less asks nothing yet.
 */
export function lookupQuery(typed: string): { code: string } | { name: string } | null {
  const code = normalizeCode(typed);
  if (/^[0-9A-Z]{18}$/.test(code) && /\d/.test(code)) return { code };
  const name = tidyText(typed);
  return [...name].length >= LOOKUP_NAME_MIN ? { name } : null;
}
