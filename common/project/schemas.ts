import { Type } from 'typebox';
import { DateText, FileItem, Id, Nullable, SearchText, sortFields } from '../contract/atoms.js';
import { CHANGE_ITEMS, CHANGE_STATUSES, PROJECT_LIMITS as L, PROJECT_STAGES } from './rules.js';

/** The shapes of 招商/建设项目's endpoints (the contract keeps the endpoints). */

export const Stage = Type.Enum([...PROJECT_STAGES], {
  title: '阶段',
  description: 'SIGN 签约，BEGIN 开工，PRODUCE 投产',
});
export const ChangeStatusSchema = Type.Enum([...CHANGE_STATUSES], { title: '审批状态' });
export const ChangeItemSchema = Type.Enum([...CHANGE_ITEMS], { title: '变更事项' });
const Day = Nullable(DateText('日期'));

export const PROJECT_SORTS = ['investment', 'signDate', 'beginDate', 'produceDate', 'name'] as const;

/** The filters every project list and its export take. */
export const projectFilters = {
  stage: Type.Optional(Type.Enum(['', ...PROJECT_STAGES], { title: '阶段', description: '空表示全部' })),
  search: Type.Optional(SearchText()),
  deptId: Type.Optional(Type.Integer({ title: '责任部门', minimum: 1 })),
  area: Type.Optional(Type.String({ title: '所在片区', maxLength: 40 })),
  industry: Type.Optional(Type.String({ title: '产业', maxLength: 40 })),
  behind: Type.Optional(Type.Boolean({ title: '只看落后计划的项目' })),
  own: Type.Optional(Type.Boolean({ title: '只看本部门负责的项目' })),
  ...sortFields(PROJECT_SORTS),
};

const ROW_FIELDS = {
  id: Type.Integer(),
  name: Type.String(),
  investor: Type.String(),
  industry: Type.String(),
  area: Type.String(),
  investment: Type.Number({ description: '总投资（万元）' }),
  stage: Stage,
  signDate: DateText('签约日期'),
  beginPlan: Day,
  beginDate: Day,
  producePlan: Day,
  produceDate: Day,
  deptId: Nullable(Type.Integer()),
  deptName: Type.String({ description: '责任部门；无则为空' }),
  targetYear: Nullable(Type.Integer({ description: '列入年度目标的年份' })),
  targetStage: Nullable(Stage),
  behind: Type.Boolean({ description: '下一阶段计划日期已过仍未推进（落后计划）' }),
  pendingChanges: Type.Integer(),
};
export const ProjectRow = Type.Object(ROW_FIELDS);

export const ProjectEvent = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum(['STAGE', 'PROGRESS']),
  stage: Nullable(Stage),
  date: DateText('日期'),
  text: Type.String({ description: '阶段依据或进展情况' }),
  reason: Type.String({ description: '跳过阶段的原因；无则为空' }),
  actorName: Type.String(),
  createdAt: Type.String(),
  photos: Type.Array(FileItem),
});

export const ProjectChange = Type.Object({
  id: Type.Integer(),
  projectId: Type.Integer(),
  projectName: Type.String(),
  item: ChangeItemSchema,
  before: Type.String(),
  after: Type.String(),
  why: Type.String(),
  status: ChangeStatusSchema,
  requestedBy: Type.String(),
  requestedAt: Type.String(),
  decidedBy: Type.String(),
  decidedAt: Nullable(Type.String()),
  decisionNote: Type.String(),
  mayDecide: Type.Boolean({ description: '当前账号能否审批（有审批权限且不是申请人）' }),
});

export const ProjectDetail = Type.Object({
  ...ROW_FIELDS,
  description: Type.String(),
  events: Type.Array(ProjectEvent, { description: '阶段推进与进展记录，新的在前' }),
  changes: Type.Array(ProjectChange, { description: '变更申请，新的在前' }),
});

/** A new project (签约 stage), as the park registers it. */
export const ProjectInput = Type.Object({
  name: Type.String({ title: '项目名称', minLength: 2, maxLength: L.nameMax }),
  investor: Type.String({ title: '投资方', minLength: 2, maxLength: L.investorMax }),
  industry: Type.String({ title: '产业', minLength: 1, maxLength: 40 }),
  area: Type.String({ title: '所在片区', minLength: 1, maxLength: 40 }),
  investment: Type.Number({ title: '总投资（万元）', minimum: 0, maximum: L.investmentMax }),
  signDate: DateText('签约日期'),
  beginPlan: Type.Optional(DateText('计划开工日期')),
  producePlan: Type.Optional(DateText('计划投产日期')),
  deptId: Id('责任部门'),
  targetYear: Type.Optional(Type.Integer({ title: '目标年度', minimum: 2000, maximum: 2100 })),
  targetStage: Type.Optional(Stage),
  description: Type.String({ title: '项目简介', maxLength: L.textMax }),
});

export const StageMoveInput = Type.Object({
  stage: Stage,
  date: DateText('推进日期'),
  evidence: Type.String({ title: '阶段依据', maxLength: L.textMax }),
  reason: Type.Optional(Type.String({ title: '跳过阶段的原因', maxLength: L.textMax })),
});

export const ProgressInput = Type.Object({
  date: DateText('进展日期'),
  text: Type.String({ title: '进展情况', minLength: L.textMin, maxLength: L.textMax }),
  photos: Type.Optional(Type.Array(Id('照片'), { maxItems: L.photosMax })),
});

export const ChangeInput = Type.Object({
  item: ChangeItemSchema,
  after: Type.String({ title: '变更后', minLength: 1, maxLength: L.nameMax }),
  why: Type.String({ title: '变更原因', minLength: L.reasonMin, maxLength: L.textMax }),
});

export const DecideInput = Type.Object({
  approve: Type.Boolean(),
  note: Type.Optional(Type.String({ title: '审批意见', maxLength: L.textMax })),
});

const StageCount = Type.Object({
  target: Type.Integer(),
  done: Type.Integer(),
  rate: Nullable(Type.Number()),
});
const StageCounts = Type.Object({ SIGN: StageCount, BEGIN: StageCount, PRODUCE: StageCount });

export const TargetView = Type.Object({
  year: Type.Integer(),
  timeProgress: Type.Number({ description: '序时进度（%）' }),
  park: StageCounts,
  depts: Type.Array(
    Type.Object({ deptId: Nullable(Type.Integer()), deptName: Type.String(), stages: StageCounts }),
  ),
  behind: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      deptName: Type.String(),
      targetStage: Stage,
      plan: Day,
    }),
    { description: '列入年度目标、计划日期已过仍未达到的项目' },
  ),
});

export const AreaView = Type.Array(
  Type.Object({
    area: Type.String(),
    count: Type.Integer(),
    investment: Type.Number(),
    stages: Type.Object({ SIGN: Type.Integer(), BEGIN: Type.Integer(), PRODUCE: Type.Integer() }),
    behind: Type.Integer(),
  }),
);
