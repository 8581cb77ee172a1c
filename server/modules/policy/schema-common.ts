import { Type, type TSchema } from 'typebox';
import {
  AWARD_KINDS,
  CONDITION_LOGICS,
  CONDITION_OPERATOR_KEYS,
  MATCH_VERDICTS,
  POLICY_LEVEL_KEYS,
  POLICY_LIMITS as L,
  POLICY_MATCH_LEVELS,
  POLICY_STATE_KEYS,
  POLICY_VALIDITY,
  PROFILE_FIELD_KEYS,
  QUOTA_KINDS,
  QUOTA_STATES,
  ANSWER_SOURCES,
} from '../../../common/policy.js';
import { envelopeOf } from '../../lib/schema.js';

/** Building blocks of the policy API's schemas. Titles become the validation messages. */

const keys = <T extends object>(o: T) => Object.keys(o) as (keyof T & string)[];

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const LevelSchema = Type.Enum([...POLICY_LEVEL_KEYS], { title: '政策级别' });
export const StateSchema = Type.Enum([...POLICY_STATE_KEYS], {
  title: '发布状态',
  description: 'CHECK 待审核 / JOINT 已发布 / CANCEL 审核不通过',
});
export const ValiditySchema = Type.Enum(keys(POLICY_VALIDITY), { title: '有效状态' });
export const AwardKindSchema = Type.Enum(keys(AWARD_KINDS), { title: '奖补类型' });
export const QuotaKindSchema = Type.Enum(keys(QUOTA_KINDS), { title: '指标类型' });
export const QuotaStateSchema = Type.Enum(keys(QUOTA_STATES), {
  title: '状态',
  description: 'ENABLE 启用 / DISABLE 停用',
});
export const OperatorSchema = Type.Enum([...CONDITION_OPERATOR_KEYS], { title: '比较方式' });
export const LogicSchema = Type.Enum(keys(CONDITION_LOGICS), { title: '条件组合方式' });
export const ProfileFieldSchema = Type.Enum([...PROFILE_FIELD_KEYS], { title: '企业信息字段' });
export const VerdictSchema = Type.Enum(keys(MATCH_VERDICTS), { title: '判断结果' });
export const MatchLevelSchema = Type.Enum(keys(POLICY_MATCH_LEVELS), { title: '匹配程度' });
export const SourceSchema = Type.Enum(keys(ANSWER_SOURCES), { title: '答案来源' });

export const Id = (title: string) => Type.Integer({ title, minimum: 1 });
export const IdQuery = (title = '编号') => Type.Object({ id: Id(title) });
export const Indexnumber = Type.Optional(Type.Integer({ title: '排序号', minimum: 0, maximum: 99_999 }));

export const paging = {
  pagenum: Type.Optional(Type.Integer({ title: '页码', minimum: 1, maximum: 100_000, default: 1 })),
  size: Type.Optional(Type.Integer({ title: '每页条数', minimum: 1, maximum: L.pageSizeMax, default: 20 })),
};

export const SearchText = Type.Optional(Type.String({ title: '关键词', maxLength: L.searchMax }));

export const pageOf = <T extends TSchema>(item: T) =>
  envelopeOf(Type.Object({ list: Type.Array(item), total: Type.Integer() }));

export const DuplicateAnswer = envelopeOf(Type.Object({ duplicate: Type.Boolean() }));
export const SavedAnswer = envelopeOf(Type.Object({ id: Type.Integer() }));

/** The answers of the policy API are checked against common/policy.ts at compile time with this. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const assertType = <T extends true>(value: T) => value;
