import { Type } from 'typebox';
import { Nullable } from '../contract/atoms.js';
import { importProblem } from '../contract/sheet-import.js';
import { INDUSTRY_LIMITS as L, NODE_LEVEL_KEYS, STREAM_KEYS, STRENGTH_KEYS, TARGET_STATE_KEYS } from './model.js';

/** The shapes the industry contract composes (contract.ts keeps the endpoints). */

export const Level = Type.Enum([...NODE_LEVEL_KEYS], { title: '节点层级' });
export const StreamSchema = Type.Enum([...STREAM_KEYS], { title: '上中下游' });
export const StrengthSchema = Type.Enum([...STRENGTH_KEYS], { title: '强弱' });
export const TargetStateSchema = Type.Enum([...TARGET_STATE_KEYS], { title: '跟进状态' });

export const ChainSummary = Type.Object({
  id: Type.Integer(),
  key: Type.String({ description: '链条标识（大屏产业链屏的地址 /lg/indus/{key}；car / equip / electron 为规范列出的三条）' }),
  name: Type.String(),
  description: Type.String(),
  nodes: Type.Integer(),
  local: Type.Integer({ description: '链上本地企业数（去重）' }),
  strong: Type.Integer(),
  weak: Type.Integer(),
  missing: Type.Integer({ description: '缺失的环节数（LINK 层）' }),
  targets: Type.Integer(),
});

export const nodeFields = {
  id: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  level: Level,
  stream: StreamSchema,
  name: Type.String(),
  industry: Type.String({ description: '对应的企业名录行业（大屏按此统计）；空为不对应' }),
  strongAt: Type.Integer(),
  sort: Type.Integer(),
  local: Type.Integer({ description: '本节点及其下级的本地企业数（去重）' }),
  strength: StrengthSchema,
  targets: Type.Integer(),
};
export const NodeSchema = Type.Object(nodeFields);

export const TaggedOrg = Type.Object({
  orgId: Type.Integer(),
  name: Type.String(),
  industry: Type.String(),
  product: Type.String(),
});

export const TargetSchema = Type.Object({
  id: Type.Integer(),
  chainId: Type.Integer(),
  nodeId: Nullable(Type.Integer()),
  nodeName: Type.String(),
  name: Type.String(),
  region: Type.String(),
  scale: Type.String(),
  reason: Type.String(),
  state: TargetStateSchema,
  note: Type.String(),
  updatedAt: Type.String(),
});

export const TargetInput = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  chainId: Type.Integer({ title: '产业链', minimum: 1 }),
  nodeId: Nullable(Type.Integer({ title: '环节', minimum: 1 })),
  name: Type.String({ title: '企业名称', minLength: 2, maxLength: L.nameMax }),
  region: Type.String({ title: '所在地区', maxLength: 30 }),
  scale: Type.String({ title: '企业规模', maxLength: 20 }),
  reason: Type.String({ title: '招引理由', minLength: 2, maxLength: L.textMax }),
  state: TargetStateSchema,
  note: Type.String({ title: '跟进情况', maxLength: L.textMax }),
});

/** A row of a targets import that cannot be saved: its number in the sheet (the header is row 1), its name and why. */
export const TargetImportError = importProblem({ name: Type.String() });
