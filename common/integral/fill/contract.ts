import { Type } from 'typebox';
import { Empty, IdParams, pageOf, pagingFields, SearchText } from '../../contract/atoms.js';
import { ALL_OR_NOTHING, importAnswer, OrgRowProblem } from '../../contract/sheet-import.js';
import {
  defineContract,
  FILE,
  MULTIPART,
  type AnswerOf,
  type BodyOf,
  type ItemOf,
  type QueryOf,
} from '../../contract/endpoint.js';
import { FILL_PHASES } from './rules.js';
import {
  AuditInput,
  AuditResult,
  DataRow,
  MineRound,
  RoundInput,
  AttachmentIds,
  Counts,
  dataFilters,
  FieldInfo,
  OrgHeading,
  OrgParams,
  progressItem,
  Round,
  RoundBrief,
  StateFilter,
  Submission,
  Values,
  Written,
  Year,
} from './schemas.js';
import { orgFacets } from '../schemas.js';

/**
 * Fill rounds of the innovation score (创新积分填报, SPEC §2 /info/integral/fill and
 * fill/auditDetail/{itemid}/{orgid}; /integral and /op/integral fill, fill/edit, fill/orgs/{id},
 * fill/data/{id}, fill/audit/{itemid}/{orgid}, opfill/{id}). An operator opens a round (填报批次) for
 * a score year and a set of enterprises; each enterprise fills the round's figures with evidence
 * files and submits; operators audit item by item (通过 / 退回 with a reason); once every item has
 * passed, the figures become the year's approved data and the enterprise is scored again. States,
 * phases and the checks of a value are in ./rules.ts; the decisions in
 * common/integral/README.md, "Fill rounds".
 *
 * Paths name the round `:id` (the screens' `itemid`) and the organisation `:orgid`.
 */

export * from './rules.js';

export const integralFillContract = defineContract(
  { base: 'dpboot', tag: 'integral', module: '创新积分' },
  {
    // ---- The enterprise (a signed-in user of a certified enterprise) ----

    mine: {
      method: 'GET',
      path: 'integral/fill/mine',
      access: 'login',
      summary: '本企业的创新积分填报批次',
      description:
        '仅认证企业的用户：本企业参与的填报批次（未开始的也列出），填报中的在前、按截止日期从近到远，附本企业的填报状态。',
      query: Type.Object({
        phase: Type.Optional(Type.Enum(['', ...FILL_PHASES], { title: '批次状态', description: '空为全部' })),
        ...pagingFields(50),
      }),
      answer: pageOf(MineRound),
    },
    mineDetail: {
      method: 'GET',
      path: 'integral/fill/mine/:id',
      access: 'login',
      summary: '本企业在一个批次的填报（表单与审核结果）',
      description: '各填报项的值、审核结果和退回原因、证明材料、记录；未填报的各项为 null。',
      params: IdParams,
      answer: Submission,
    },
    mineSave: {
      method: 'POST',
      path: 'integral/fill/mine/:id/save',
      access: 'login',
      summary: '保存本企业的填报（草稿）',
      description:
        '整体替换可修改的项（已通过的项锁定，其值被忽略）和证明材料；各项逐一校验，可以不填全。被退回的填报保存后仍为申请退回，须再提交。',
      params: IdParams,
      body: Type.Object({ values: Values, attachmentIds: AttachmentIds }),
      answer: Written,
      message: '已保存',
    },
    mineSubmit: {
      method: 'POST',
      path: 'integral/fill/mine/:id/submit',
      access: 'login',
      summary: '提交本企业的填报（含退回后重新提交）',
      description:
        '同保存，另须填全各项（没有请填 0）且部分不大于整体（研发人员数不大于职工总数等）。提交后为待审核；被退回的项重新提交即为已修改或确认无误，回到待审核，已通过的项不变。',
      params: IdParams,
      body: Type.Object({ values: Values, attachmentIds: AttachmentIds }),
      answer: Written,
      message: '已提交，等待园区审核',
    },

    // ---- Operators: the rounds ----

    rounds: {
      method: 'GET',
      path: 'integral/fill/list',
      access: 'operator',
      permission: 'integral.fill',
      dataScope: { none: '填报批次由园区统一组织，面向全园区' },
      summary: '填报批次列表（运营）',
      description: '新的年度在前，同一年度新建的在前；每条附各填报状态的企业数。',
      query: Type.Object({
        year: Type.Optional(Year()),
        phase: Type.Optional(Type.Enum(['', ...FILL_PHASES], { title: '批次状态', description: '空为全部' })),
        search: SearchText(),
        ...pagingFields(100),
      }),
      answer: pageOf(Round),
    },
    round: {
      method: 'GET',
      path: 'integral/fill/detail/:id',
      access: 'operator',
      permission: 'integral.fill',
      summary: '填报批次详情（运营，编辑表单）',
      description: 'orgs 为指定企业方式（LIST）下的企业；其他方式为空列表。',
      params: IdParams,
      answer: Type.Object({
        ...Round.properties,
        orgs: Type.Array(OrgHeading),
        /** Whether fields and year may still change: no organisation has submitted yet. */
        fieldsLocked: Type.Boolean({ description: '已有企业提交，填报项和年度不能再改' }),
      }),
    },
    options: {
      method: 'GET',
      path: 'integral/fill/options',
      access: 'operator',
      permission: 'integral.fill',
      summary: '新建填报批次的选项（运营）',
      description: '可选的填报项（含单位和取值范围）、园区认证企业的行业和园区（片区），以及认证企业数。',
      answer: Type.Object({
        fields: Type.Array(FieldInfo),
        ...orgFacets,
        enterpriseCount: Type.Integer(),
      }),
    },
    enterprises: {
      method: 'GET',
      path: 'integral/fill/enterprises',
      access: 'operator',
      permission: 'integral.fill',
      dataScope: { none: '列出的是园区认证企业，不由经办人录入' },
      summary: '园区认证企业（运营，选择填报企业）',
      description: '按名称或统一社会信用代码、行业、园区（片区）查询，按企业名称。',
      query: Type.Object({
        search: SearchText(),
        industry: Type.Optional(Type.String({ title: '行业', maxLength: 50, description: '空为全部' })),
        area: Type.Optional(Type.String({ title: '园区（片区）', maxLength: 50, description: '空为全部' })),
        ...pagingFields(100),
      }),
      answer: pageOf(OrgHeading),
    },
    saveRound: {
      method: 'POST',
      path: 'integral/fill/save',
      access: 'operator',
      permission: 'integral.fill',
      summary: '新建或修改填报批次（运营）',
      description:
        '不带 id 为新建。范围内的企业在保存时确定：新加入的企业为未填报；移出范围的企业若尚未填写则移除，已有填报的保留。' +
        '已有企业提交后不能再改年度和填报项；已结束的批次不能修改。',
      body: RoundInput,
      answer: Type.Object({ id: Type.Integer(), orgCount: Type.Integer() }),
      message: '保存成功',
    },
    closeRound: {
      method: 'POST',
      path: 'integral/fill/close/:id',
      access: 'operator',
      permission: 'integral.fill',
      summary: '结束填报（运营）',
      description: '结束后企业不能再填写或重新提交，运营人员不能再代填或导入；已提交的仍可审核。',
      params: IdParams,
      answer: Empty,
      message: '已结束填报',
    },
    removeRound: {
      method: 'DELETE',
      path: 'integral/fill/delete/:id',
      access: 'operator',
      permission: 'integral.fill',
      summary: '删除填报批次（运营）',
      description: '仅当还没有企业保存过数据时可以删除。',
      params: IdParams,
      answer: Empty,
      message: '删除成功',
    },

    // ---- Operators: progress, data, export ----

    counts: {
      method: 'GET',
      path: 'integral/fill/counts',
      access: 'operator',
      permission: 'integral.fill',
      summary: '待审核的填报数（运营，工作台待办）',
      description: '园区各批次中已提交、等待逐项审核（TOAUDIT）的企业填报数。',
      answer: Type.Object({ TOAUDIT: Type.Integer({ description: '待审核的企业填报数' }) }),
    },

    progress: {
      method: 'GET',
      path: 'integral/fill/orgs/:id',
      access: 'operator',
      permission: 'integral.fill',
      dataScope: { none: '填报进度的每一行是企业，由企业自行填报，不由经办人录入' },
      summary: '填报进度：各企业的填报状态（运营）',
      description:
        '默认待审核的在前，其次申请退回、草稿、未填报、审核通过，同状态按企业名称。counts 不受筛选影响。',
      params: IdParams,
      query: Type.Object({ state: StateFilter, search: SearchText(), ...pagingFields(100) }),
      answer: Type.Object({
        round: RoundBrief,
        counts: Counts,
        list: Type.Array(Type.Object(progressItem)),
        total: Type.Integer(),
      }),
    },
    data: {
      method: 'GET',
      path: 'integral/fill/data/:id',
      access: 'operator',
      permission: 'integral.fill',
      dataScope: { none: '填报数据由企业自行填报，不由经办人录入' },
      summary: '填报数据（运营）',
      description: '各企业填报的数值，列为本批次的填报项（fields）；默认为已提交过的企业，按企业名称。',
      params: IdParams,
      query: Type.Object({ ...dataFilters, ...pagingFields(100) }),
      answer: Type.Object({
        round: RoundBrief,
        fields: Type.Array(FieldInfo),
        list: Type.Array(DataRow),
        total: Type.Integer(),
      }),
    },
    dataExport: {
      method: 'POST',
      notLogged: 'an export sent as POST for its filters: it reads the park’s data and changes none',
      path: 'integral/fill/data/:id/export',
      access: 'operator',
      permission: 'integral.fill',
      summary: '导出填报数据（运营）',
      description:
        '条件同 integral/fill/data（忽略分页）：统一社会信用代码、企业名称、填报状态、提交时间和各填报项（列名含单位，未填为空），.xlsx；文件名 创新积分填报-批次名称-YYYYMMDD.xlsx。',
      params: IdParams,
      body: Type.Object(dataFilters),
      answer: FILE,
    },

    // ---- Operators: audit and fill on behalf ----

    auditDetail: {
      method: 'GET',
      path: 'integral/fill/audit/:id/:orgid',
      access: 'operator',
      permission: 'integral.fill',
      summary: '一家企业的填报（运营：审核、代填）',
      description: '同本企业的填报详情；editable 为运营人员现在可否代为填报。',
      params: OrgParams,
      answer: Submission,
    },
    audit: {
      method: 'POST',
      path: 'integral/fill/audit/:id/:orgid',
      access: 'operator',
      permission: 'integral.fill',
      summary: '逐项审核（运营）',
      description:
        '只能审核待审核的项：通过，或退回（须写原因）；passRest 为其余待审核的项全部通过。仍有待审核的项时填报保持待审核；' +
        '都审核完后有退回的项即退回企业修改，全部通过则数据入库为该年度的已审核数据，并按该年度当前生效的指标体系重新计分和排名。',
      params: OrgParams,
      body: AuditInput,
      answer: AuditResult,
      message: '审核完成',
    },
    opfill: {
      method: 'POST',
      path: 'integral/fill/opfill/:id/:orgid',
      access: 'operator',
      permission: 'integral.fill',
      summary: '代企业填报（运营）',
      description:
        '与企业填报同样的校验；submit 为 true 时提交（须填全），否则保存为草稿。记录为运营人员代填。批次未开始或已结束时不能代填；待审核、审核通过的填报不能修改。',
      params: OrgParams,
      body: Type.Object({
        values: Values,
        attachmentIds: AttachmentIds,
        submit: Type.Boolean({ title: '提交' }),
      }),
      answer: Written,
      message: '已代为填报',
    },

    // ---- Operators: import from .xlsx ----

    importTemplate: {
      method: 'GET',
      path: 'integral/fill/import/template/:id',
      access: 'operator',
      permission: 'integral.fill',
      summary: '下载填报数据导入模板（运营）',
      description:
        '.xlsx：第 1 行为表头（统一社会信用代码、企业名称、本批次各填报项（含单位）），其下预填尚可填写的企业（未填报、草稿、申请退回）及其已填的值。文件名 创新积分填报导入模板-批次名称.xlsx。',
      params: IdParams,
      answer: FILE,
    },
    import: {
      method: 'POST',
      path: 'integral/fill/import/:id',
      access: 'operator',
      permission: 'integral.fill',
      summary: '导入填报数据（运营）',
      description:
        'multipart/form-data：字段 file 为按模板填写的 .xlsx。每行按统一社会信用代码找到本批次的企业，校验同提交（须填全）；' +
        `${ALL_OR_NOTHING}全部无误则在一个事务中为每家企业提交（记录为运营人员导入）。` +
        '申请退回的填报只导入被退回的项。',
      params: IdParams,
      body: MULTIPART,
      answer: importAnswer(OrgRowProblem, '导入的企业数'),
    },
  },
);

export type FillRoundList = AnswerOf<typeof integralFillContract.rounds>;
export type FillRound = ItemOf<typeof integralFillContract.rounds>;
export type FillRoundDetail = AnswerOf<typeof integralFillContract.round>;
export type FillRoundSave = BodyOf<typeof integralFillContract.saveRound>;
export type FillOptions = AnswerOf<typeof integralFillContract.options>;
export type FillEnterprise = ItemOf<typeof integralFillContract.enterprises>;
export type FillMineItem = ItemOf<typeof integralFillContract.mine>;
export type FillSubmission = AnswerOf<typeof integralFillContract.mineDetail>;
export type FillItem = FillSubmission['items'][number];
export type FillFieldInfo = FillSubmission['round']['fields'][number];
export type FillWriteBody = BodyOf<typeof integralFillContract.mineSave>;
export type FillValuesInput = FillWriteBody['values'];
export type FillProgress = AnswerOf<typeof integralFillContract.progress>;
export type FillProgressItem = FillProgress['list'][number];
export type FillCounts = FillProgress['counts'];
export type FillData = AnswerOf<typeof integralFillContract.data>;
export type FillDataItem = FillData['list'][number];
export type FillDataQuery = QueryOf<typeof integralFillContract.data>;
export type FillAuditBody = BodyOf<typeof integralFillContract.audit>;
export type FillAuditResult = AnswerOf<typeof integralFillContract.audit>;
export type FillOpfillBody = BodyOf<typeof integralFillContract.opfill>;
export type FillImportResult = AnswerOf<typeof integralFillContract.import>;
