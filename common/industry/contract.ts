import { Type } from 'typebox';
import { IdParams, pagingFields, SearchText } from '../contract/atoms.js';
import { defineContract, FILE, MULTIPART, type AnswerOf, type InputOf } from '../contract/endpoint.js';
import { ALL_OR_NOTHING, importAnswer } from '../contract/sheet-import.js';
import { INDUSTRY_LIMITS as L, TARGET_STATE_KEYS } from './model.js';
import { ChainSummary, Level, nodeFields, NodeSchema, StreamSchema, TaggedOrg, TargetImportError, TargetInput, TargetSchema } from './schemas.js';

/**
 * 产业链图谱 (SPEC §2 /op/im, /op/indusManage; SPEC §7 parkboot industryMap / dwh / orgLayout):
 * a park's chains as a tree of nodes with its enterprises tagged to them and the target
 * enterprises to attract. common/industry/README.md has the decisions.
 */

export * from './model.js';

const VIEW = { access: 'operator', permission: 'industry.view', dataScope: { none: '产业链是园区统一的产业规划数据，不按经办部门划分' } } as const;
const MANAGE = { access: 'operator', permission: 'industry.manage' } as const;

const ChainParam = Type.Object({ directoryId: Type.Integer({ title: '产业链', minimum: 1 }) });

export const industryContract = defineContract(
  { base: 'parkboot', tag: 'industry', module: '产业地图' },
  {
    catalog: {
      method: 'GET',
      path: 'v2/industryMap/listStandTopCatalog',
      ...VIEW,
      summary: '产业链目录',
      description: '本园区的产业链，附节点数、本地企业数、强 / 弱 / 缺环节数与招商目标数。',
      answer: Type.Object({ list: Type.Array(ChainSummary) }),
    },
    chain: {
      method: 'GET',
      path: 'v2/industryMap/getIm3Index',
      ...VIEW,
      summary: '产业链图谱',
      description: '一条产业链的全部节点（上游 / 中游 / 下游 → 环节 → 产品），每个节点的本地企业数、强弱与招商目标数。',
      query: ChainParam,
      answer: Type.Object({ chain: ChainSummary, nodes: Type.Array(NodeSchema) }),
    },
    node: {
      method: 'GET',
      path: 'dwh/industry/nodes/:id',
      ...VIEW,
      summary: '产业链节点详情',
      description: '节点的本地企业、招商目标，以及可向该节点延伸的本园区企业（在相邻环节或同一环节其他产品上的企业）。',
      params: IdParams,
      answer: Type.Object({
        node: NodeSchema,
        path: Type.Array(Type.String(), { description: '从环节段到本节点的名称' }),
        orgs: Type.Array(TaggedOrg),
        targets: Type.Array(TargetSchema),
        candidates: Type.Array(Type.Object({ orgId: Type.Integer(), name: Type.String(), from: Type.String({ description: '企业所在的相邻节点' }) })),
      }),
    },
    nodeOrgs: {
      method: 'GET',
      path: 'v2/industryMap/nodeListWithOrgs',
      ...VIEW,
      summary: '产业链本地企业',
      description: '一条产业链的每个环节和产品及其本地企业。',
      query: ChainParam,
      answer: Type.Object({ nodes: Type.Array(Type.Object({ ...nodeFields, orgs: Type.Array(TaggedOrg) })) }),
    },
    search: {
      method: 'GET',
      path: 'v2/industryMap/industryOrgsSearchPath',
      ...VIEW,
      summary: '产业链搜索',
      description: '按名称在本园区各产业链中查找节点、产品和企业，返回所在链条与路径。',
      query: Type.Object({ keyword: SearchText() }),
      answer: Type.Object({
        list: Type.Array(
          Type.Object({
            kind: Type.Enum(['NODE', 'ORG']),
            name: Type.String(),
            chainId: Type.Integer(),
            chainName: Type.String(),
            nodeId: Type.Integer(),
            path: Type.Array(Type.String()),
          }),
        ),
      }),
    },
    countInvests: {
      method: 'GET',
      path: 'v3/orgLayout/countInvestsBySysId',
      ...VIEW,
      summary: '招商目标统计',
      description: '本园区招商目标按跟进状态的数量。',
      answer: Type.Object({ total: Type.Integer(), byState: Type.Record(Type.String(), Type.Integer()) }),
    },
    targets: {
      method: 'GET',
      path: 'industry/targets',
      ...VIEW,
      summary: '招商目标',
      description: '按产业链、环节、状态筛选的招商目标，最近更新的在前。',
      query: Type.Object({
        chainId: Type.Optional(Type.Integer({ minimum: 1 })),
        nodeId: Type.Optional(Type.Integer({ minimum: 1 })),
        state: Type.Optional(Type.Enum(['', ...TARGET_STATE_KEYS])),
        search: Type.Optional(SearchText()),
        ...pagingFields(100),
      }),
      answer: Type.Object({ list: Type.Array(TargetSchema), total: Type.Integer() }),
    },
    saveTarget: {
      method: 'POST',
      path: 'industry/target/save',
      ...MANAGE,
      summary: '保存招商目标',
      description: '新增（无 id）或修改一个招商目标；环节须属于该产业链。',
      body: TargetInput,
      answer: TargetSchema,
      message: '保存成功',
    },
    importTemplate: {
      method: 'GET',
      path: 'industry/target/template/:id',
      ...MANAGE,
      summary: '下载招商目标导入模板',
      description:
        '.xlsx：第一张表“招商目标”第 1 行为表头（企业名称、所在地区、企业规模、对应环节、招引理由、跟进状态、跟进情况）；第二张表“填写说明”列出本产业链可填的环节与产品、企业规模和跟进状态。文件名 招商目标导入模板-产业链名称.xlsx。',
      params: IdParams,
      answer: FILE,
    },
    importTargets: {
      method: 'POST',
      path: 'industry/target/import/:id',
      ...MANAGE,
      summary: '导入招商目标',
      description:
        `multipart/form-data：字段 file 为按模板填写的 .xlsx（至多 ${String(L.importRowsMax)} 行）。每行一个招商目标，对应环节按名称在本产业链中查找（重名时写“环节/产品”），跟进状态空为待接洽；` +
        `${ALL_OR_NOTHING}全部无误则在一个事务中全部新增。`,
      params: IdParams,
      body: MULTIPART,
      answer: importAnswer(TargetImportError, '新增的招商目标数'),
    },
    saveNode: {
      method: 'POST',
      path: 'industry/node/save',
      ...MANAGE,
      summary: '保存产业链节点',
      description: '新增（无 id）或修改节点：环节段在最上层，环节挂在环节段下，产品挂在环节下；上中下游随上级。',
      body: Type.Object({
        id: Type.Optional(Type.Integer({ minimum: 1 })),
        chainId: Type.Integer({ title: '产业链', minimum: 1 }),
        parentId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { title: '上级节点' }),
        level: Level,
        stream: StreamSchema,
        name: Type.String({ title: '节点名称', minLength: 2, maxLength: L.nameMax }),
        industry: Type.String({ title: '对应行业', maxLength: 20 }),
        strongAt: Type.Integer({ title: '强链企业数', minimum: 1, maximum: 100 }),
      }),
      answer: NodeSchema,
      message: '保存成功',
    },
    deleteNode: {
      method: 'POST',
      path: 'industry/node/delete/:id',
      ...MANAGE,
      summary: '删除产业链节点',
      description: '有下级节点、本地企业或招商目标的节点不能删除。',
      params: IdParams,
      answer: Type.Null(),
      message: '删除成功',
    },
    tag: {
      method: 'POST',
      path: 'industry/node/tag',
      ...MANAGE,
      summary: '标注本地企业',
      description: '把本园区企业标注到节点上（已标注的更新主营产品）。',
      body: Type.Object({
        nodeId: Type.Integer({ title: '节点', minimum: 1 }),
        orgIds: Type.Array(Type.Integer({ minimum: 1 }), { title: '企业', minItems: 1, maxItems: 100 }),
        product: Type.String({ title: '主营产品', maxLength: L.nameMax }),
      }),
      answer: NodeSchema,
      message: '标注成功',
    },
    untag: {
      method: 'POST',
      path: 'industry/node/untag',
      ...MANAGE,
      summary: '取消标注',
      description: '把企业从节点上移除。',
      body: Type.Object({ nodeId: Type.Integer({ minimum: 1 }), orgId: Type.Integer({ minimum: 1 }) }),
      answer: NodeSchema,
      message: '已移除',
    },
  },
);

export type IndustryCatalog = AnswerOf<typeof industryContract.catalog>;
export type IndustryChainMap = AnswerOf<typeof industryContract.chain>;
export type IndustryNode = IndustryChainMap['nodes'][number];
export type IndustryNodeDetail = AnswerOf<typeof industryContract.node>;
export type IndustryNodeOrgs = AnswerOf<typeof industryContract.nodeOrgs>;
export type IndustryTarget = AnswerOf<typeof industryContract.targets>['list'][number];
export type SaveTargetInput = InputOf<typeof industryContract.saveTarget>;
export type TargetImportResult = AnswerOf<typeof industryContract.importTargets>;
export type SaveNodeInput = InputOf<typeof industryContract.saveNode>;
