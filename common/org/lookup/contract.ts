import { Type } from 'typebox';
import { Nullable } from '../../contract/atoms.js';
import { defineContract, type AnswerOf } from '../../contract/endpoint.js';
import { orgNames, orgRegistration, OrgTypeSchema } from '../fields.js';

/**
 * Organisation look-ups (SPEC §7 parkboot v2/tyc/getbycode and v2/tyc/get_by_name/new): an
 * applicant types a credit code or a part of a name and picks the organisation from the park's
 * registry, instead of typing the whole record. They serve the certification form (prefill) and
 * the 关联企业 search. Only signed-in users, only the request's park.
 */

/** At most this many organisations answer a name. */
export const LOOKUP_LIMIT = 10;
/** A name shorter than this matches too much to be worth a look-up. */
export const LOOKUP_NAME_MIN = 2;
export const LOOKUP_NAME_MAX = 50;

/** What the applicant needs to recognise the organisation and fill the form. */
const Found = Type.Object({
  ...orgNames,
  creditCode: orgRegistration.creditCode,
  legalPerson: Type.String({ description: '法定代表人' }),
  address: Type.String({ description: '注册地址' }),
  orgtype: OrgTypeSchema,
  category: Type.String({ description: '企业类别' }),
  certified: Type.Boolean({ description: '已有用户归属该企业：再加入须申请关联企业，不能重复认证' }),
});

const NOTE = '须登录；只查本园区的企业登记；同一用户每分钟的查询次数有限。';

export const orgLookupContract = defineContract(
  { base: 'parkboot', tag: 'org', module: '企业管理' },
  {
    byCode: {
      method: 'POST',
      notLogged: 'a look-up of an enterprise’s registered details, sent as POST: it changes nothing',
      path: 'v2/tyc/getbycode',
      access: 'login',
      summary: '按统一社会信用代码查企业',
      description: `${NOTE}代码去掉空格、转大写后精确匹配；查无此企业时 data 为 null。`,
      query: Type.Object({
        creditCode: Type.String({ title: '统一社会信用代码', minLength: 1, maxLength: 40 }),
      }),
      answer: Nullable(Found),
    },
    byName: {
      method: 'POST',
      notLogged: 'a look-up of an enterprise’s registered details, sent as POST: it changes nothing',
      path: 'v2/tyc/get_by_name/new',
      access: 'login',
      summary: '按名称查企业',
      description: `${NOTE}名称按空白分词，每个词须出现在企业全称、简称或信用代码中；全称相同的排在最前，其次是以所输名称开头的，其余新入驻的在前；最多 ${LOOKUP_LIMIT} 家。`,
      query: Type.Object({
        orgName: Type.String({ title: '企业名称', minLength: 1, maxLength: LOOKUP_NAME_MAX }),
      }),
      answer: Type.Array(Found, { maxItems: LOOKUP_LIMIT }),
    },
  },
);

export type FoundOrg = NonNullable<AnswerOf<typeof orgLookupContract.byCode>>;
