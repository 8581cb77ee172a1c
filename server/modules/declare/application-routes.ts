import type { AppInstance } from '../../app-types.js';
import { BizError } from '../../lib/errors.js';
import { IdParams } from '../../lib/schema.js';
import { sendXlsx, type XlsxColumn } from '../../lib/xlsx-export.js';
import { ok } from '../../plugins/envelope.js';
import { listScope, orgIdOf, visibleApplication } from './access.js';
import * as apps from './application-repo.js';
import { saveApplication, sendApplication, setSlotFiles, startApplication } from './applications.js';
import { parkToday } from './dates.js';
import { applicationDetail } from './detail.js';
import { detailExport, LIST_COLUMNS, listFileName, listRow } from './export.js';
import { applicationItem, countsOf, materialFiles } from './present.js';
import * as repo from './repo.js';
import { auditApplication, recordLanding } from './review.js';
import { BASE, ctxOf, TAGS, XlsxAnswer } from './context.js';
import {
  AppliedAnswer,
  ApplicationDetailAnswer,
  ApplicationDetailQuery,
  ApplicationExportBody,
  ApplicationFormBody,
  ApplicationListAnswer,
  ApplicationListQuery,
  AuditBody,
  CountsAnswer,
  ExportDetailBody,
  FilesAnswer,
  IdQuery,
  LandingBody,
  SendBody,
  StartBody,
  StateAnswer,
  UpFileBody,
} from './schema.js';

/**
 * Applications (申报): the enterprise starts, fills, attaches and submits; operators of the park
 * review, record the landing and export. Every route needs a login; scope is checked per call.
 */
export default async function applicationRoutes(app: AppInstance) {
  const login = { preHandler: app.requireLogin };
  const operator = { preHandler: app.requireOperator };

  app.post(
    `${BASE}/startDeclare`,
    {
      ...login,
      schema: {
        tags: TAGS,
        summary: '开始申报（企业）',
        description: '认证企业的用户在申报期内开始申报，生成待提交的申报书；每家企业对每个通知只有一份，已开始的返回原有的（created=false）。',
        body: StartBody,
        response: { 200: AppliedAnswer },
      },
    },
    async (request) => {
      const result = await startApplication(ctxOf(app, request), request.body.declareId);
      return ok(result, result.created ? '已开始申报' : '贵单位已开始该申报');
    },
  );

  app.post(
    `${BASE}/saveDeclareAndOrg/:id`,
    {
      ...login,
      schema: {
        tags: TAGS,
        summary: '保存申报书（企业，{id} 为申报通知编号）',
        description: '待提交（申报期内）或被退回的申报可保存；草稿允许留空，提交时再校验完整性。',
        params: IdParams,
        body: ApplicationFormBody,
        response: { 200: StateAnswer },
      },
    },
    async (request) => ok(await saveApplication(ctxOf(app, request), request.params.id, request.body), '保存成功'),
  );

  app.get(
    `${BASE}/list_declareAndOrg`,
    {
      ...login,
      schema: {
        tags: TAGS,
        summary: '申报列表（运营：本园区全部；企业：本企业的）',
        description: '按状态、申报通知和关键词（企业名称、项目名称、通知标题）筛选，最近变化的在前。',
        querystring: ApplicationListQuery,
        response: { 200: ApplicationListAnswer },
      },
    },
    async (request) => {
      const ctx = ctxOf(app, request);
      const q = request.query;
      const filter = { orgId: listScope(ctx.user), state: q.state || undefined, declareId: q.declareId, search: q.search };
      const { rows, total } = await apps.listApplications(app.db, ctx.tenantId, filter, q.pagenum ?? 1, q.size ?? 20);
      const today = parkToday();
      return ok({ list: rows.map((r) => applicationItem(r, today)), total });
    },
  );

  app.get(
    `${BASE}/detail_declareAndOrg`,
    {
      ...login,
      schema: {
        tags: TAGS,
        summary: '申报详情',
        description: '按 id；企业用户也可按 declareId 取本企业对该通知的申报。含申报书、各材料的文件、兑现信息和审核记录。',
        querystring: ApplicationDetailQuery,
        response: { 200: ApplicationDetailAnswer },
      },
    },
    async (request) => {
      const ctx = ctxOf(app, request);
      const { id, declareId } = request.query;
      if (id !== undefined) return ok(await applicationDetail(ctx, await visibleApplication(ctx, id)));
      if (declareId === undefined) throw new BizError('请指定申报编号');
      const row = await apps.applicationFor(app.db, ctx.tenantId, declareId, orgIdOf(ctx.user));
      if (!row) throw new BizError('贵单位尚未开始该申报', 404);
      return ok(await applicationDetail(ctx, row));
    },
  );

  app.post(
    `${BASE}/upFileInfo`,
    {
      ...login,
      schema: {
        tags: TAGS,
        summary: '设置某项申报材料的文件（企业）',
        description: '先用 attach/upload/single 上传，再以附件编号列表整体替换该材料的文件（最多 5 个；空列表为清空）。格式须符合该材料的要求。',
        body: UpFileBody,
        response: { 200: FilesAnswer },
      },
    },
    async (request) => ok([await setSlotFiles(ctxOf(app, request), request.body)], '保存成功'),
  );

  app.get(
    `${BASE}/getFiles`,
    {
      ...login,
      schema: { tags: TAGS, summary: '申报的材料及文件', querystring: IdQuery, response: { 200: FilesAnswer } },
    },
    async (request) => {
      const ctx = ctxOf(app, request);
      const row = await visibleApplication(ctx, request.query.id);
      const [materials, files] = await Promise.all([repo.materialsOf(app.db, ctx.tenantId, row.declaration_id), apps.filesOf(app.db, ctx.tenantId, row.id)]);
      return ok(materialFiles(materials, files));
    },
  );

  app.post(
    `${BASE}/sendDeclare`,
    {
      ...login,
      schema: {
        tags: TAGS,
        summary: '提交申报（企业）',
        description: '待提交的申报须在申报期内；被退回的申报修改后可随时重新提交。申报书须完整、必传材料齐全。',
        body: SendBody,
        response: { 200: StateAnswer },
      },
    },
    async (request) => ok(await sendApplication(ctxOf(app, request), request.body.id), '提交成功'),
  );

  app.post(
    `${BASE}/auditDeclareAndOrg`,
    {
      ...operator,
      schema: {
        tags: TAGS,
        summary: '审核申报（运营）',
        description: '待审核 → 审核通过 / 审核不通过 / 申请退回；不通过与退回须填写审核意见（2–200 字）。退回后企业可修改并重新提交。',
        body: AuditBody,
        response: { 200: StateAnswer },
      },
    },
    async (request) => ok(await auditApplication(ctxOf(app, request), request.body), '审核完成'),
  );

  app.post(
    `${BASE}/addLandingInfo`,
    {
      ...operator,
      schema: {
        tags: TAGS,
        summary: '登记兑现信息（运营，审核通过后）',
        description: '兑现金额（万元）、兑现日期（不晚于今天）、说明和凭证（本人上传的附件）；再次登记为更正。',
        body: LandingBody,
        response: { 200: StateAnswer },
      },
    },
    async (request) => ok(await recordLanding(ctxOf(app, request), request.body), '兑现信息已登记'),
  );

  app.get(
    `${BASE}/countDeclareAndOrg`,
    { ...operator, schema: { tags: TAGS, summary: '各状态的申报数（运营）', response: { 200: CountsAnswer } } },
    async (request) => ok(countsOf(await repo.stateCounts(app.db, request.tenant.id))),
  );

  app.post(
    `${BASE}/downloadDeclareAndOrg`,
    {
      ...operator,
      schema: {
        tags: TAGS,
        summary: '导出申报列表（运营，.xlsx）',
        description: '条件同 list_declareAndOrg（不分页），文件名 政策申报列表-YYYYMMDD.xlsx。',
        body: ApplicationExportBody,
        response: XlsxAnswer,
      },
    },
    async (request, reply) => {
      const b = request.body;
      const filter = { state: b.state || undefined, declareId: b.declareId, search: b.search };
      async function* rows() {
        for await (const row of apps.allApplications(app.db, request.tenant.id, filter)) yield listRow(row);
      }
      return sendXlsx(reply, { filename: listFileName(), sheets: [{ name: '政策申报', columns: LIST_COLUMNS as ReadonlyArray<XlsxColumn>, rows: rows() }] });
    },
  );

  app.post(
    `${BASE}/exportDeclareAndOrgDetail`,
    {
      ...operator,
      schema: {
        tags: TAGS,
        summary: '导出一份申报的详情（运营，.xlsx）',
        description: '三个工作表：申报信息、申报材料、审核记录。',
        body: ExportDetailBody,
        response: XlsxAnswer,
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(app, request);
      const detail = await applicationDetail(ctx, await visibleApplication(ctx, request.body.id));
      return sendXlsx(reply, detailExport(detail));
    },
  );
}
