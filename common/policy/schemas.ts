import { Type } from 'typebox';
import {
  ANSWER_SOURCES,
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
} from '../policy-enums.js';
import { pagingFields } from '../contract/atoms.js';

/** Building blocks of the policy contracts' schemas. Titles become the validation messages. */

const keys = <T extends object>(o: T) => Object.keys(o) as (keyof T & string)[];

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

export const Indexnumber = Type.Optional(Type.Integer({ title: '排序号', minimum: 0, maximum: 99_999 }));

export const paging = pagingFields(L.pageSizeMax);

export const SearchText = Type.Optional(Type.String({ title: '关键词', maxLength: L.searchMax }));
