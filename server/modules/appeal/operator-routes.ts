import type { AppealState } from '../../../common/appeal.js';
import type { AppInstance } from '../../app-types.js';
import { nowIso } from '../../lib/clock.js';
import { IdParams } from '../../lib/schema.js';
import { ok } from '../../plugins/envelope.js';
import { analyse, rangeOf } from './analyse.js';
import { ctxOf } from './context.js';
import { exportRoute } from './export.js';
import { filterOf } from './filters.js';
import { listItem } from './present.js';
import * as repo from './repo.js';
import {
  AnalyseAnswer,
  AnalyseQuery,
  AssignBody,
  ChangedAnswer,
  CountsAnswer,
  DepartmentsAnswer,
  ListAnswer,
  ListQuery,
  NoteBody,
  ReasonBody,
  ReplyBody,
} from './schema.js';
import { assign, close, progress, reject, reply } from './workflow.js';

const TAGS = ['appeal'];
const BASE = '/api/dpboot/appeal';

/** The operators' side (/op/appeal/*): the queue, handling, analysis, export and the departments. */
export default async function operatorRoutes(app: AppInstance) {
  const guard = { preHandler: app.requireOperator };

  app.get(
    `${BASE}/list`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '诉求列表（运营）',
        description: '按状态（可多个）、类别、承办部门、是否超期和关键词筛选；按提交时间从新到旧。',
        querystring: ListQuery,
        response: { 200: ListAnswer },
      },
    },
    async (request) => {
      const q = request.query;
      const now = new Date();
      const { rows, total } = await repo.listAppeals(
        app.db,
        request.tenant.id,
        { kind: 'all' },
        filterOf(q, now.toISOString()),
        {
          pagenum: q.pagenum ?? 1,
          size: q.size ?? 20,
        },
      );
      return ok({ list: rows.map((row) => listItem(row, now.getTime())), total });
    },
  );

  app.get(
    `${BASE}/counts`,
    {
      ...guard,
      schema: { tags: TAGS, summary: '各状态的诉求数与超期数（运营）', response: { 200: CountsAnswer } },
    },
    async (request) => {
      const { byState, overdue } = await repo.stateCounts(app.db, request.tenant.id, {}, nowIso());
      const count = (state: AppealState) => byState.get(state) ?? 0;
      const counts = {
        SUBMITTED: count('SUBMITTED'),
        ASSIGNED: count('ASSIGNED'),
        REPLIED: count('REPLIED'),
        CLOSED: count('CLOSED'),
        REJECTED: count('REJECTED'),
      };
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      return ok({ ...counts, total, overdue });
    },
  );

  app.post(
    `${BASE}/assign/:id`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '受理并交办 / 转办（运营）',
        description: '待受理 → 办理中（交给承办部门）；办理中时改交另一部门为转办。交办意见可选。',
        params: IdParams,
        body: AssignBody,
        response: { 200: ChangedAnswer },
      },
    },
    async (request) => ok(await assign(ctxOf(app, request), request.params.id, request.body), '交办成功'),
  );

  app.post(
    `${BASE}/progress/:id`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '记录办理进展（运营）',
        description: '办理中时记录一条进展（2–500 字），企业可见。',
        params: IdParams,
        body: NoteBody,
        response: { 200: ChangedAnswer },
      },
    },
    async (request) =>
      ok(await progress(ctxOf(app, request), request.params.id, request.body.note), '已记录'),
  );

  app.post(
    `${BASE}/reply/:id`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '答复诉求（运营）',
        description: '办理中 → 已答复（5–2000 字），等待企业评价。',
        params: IdParams,
        body: ReplyBody,
        response: { 200: ChangedAnswer },
      },
    },
    async (request) =>
      ok(await reply(ctxOf(app, request), request.params.id, request.body.content), '答复成功'),
  );

  app.post(
    `${BASE}/close/:id`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '办结诉求（运营）',
        description: '办理中或已答复 → 已办结，须填写办结说明（2–500 字），例如企业逾期未评价。',
        params: IdParams,
        body: ReasonBody,
        response: { 200: ChangedAnswer },
      },
    },
    async (request) => ok(await close(ctxOf(app, request), request.params.id, request.body.reason), '已办结'),
  );

  app.post(
    `${BASE}/reject/:id`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '不予受理（运营）',
        description: '待受理 → 不予受理，须填写原因（2–500 字），企业可见。',
        params: IdParams,
        body: ReasonBody,
        response: { 200: ChangedAnswer },
      },
    },
    async (request) =>
      ok(await reject(ctxOf(app, request), request.params.id, request.body.reason), '已不予受理'),
  );

  app.get(
    `${BASE}/analyse`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '诉求分析（运营）',
        description:
          '按状态、类别、承办部门统计，平均答复与办结时长（小时），评价，以及超期未答复的诉求（最久的在前，至多 50 条）。可按提交日期范围统计。',
        querystring: AnalyseQuery,
        response: { 200: AnalyseAnswer },
      },
    },
    async (request) =>
      ok(
        await analyse(
          app.db,
          request.tenant.id,
          rangeOf(request.query.from || undefined, request.query.to || undefined),
        ),
      ),
  );

  app.get(
    '/api/dpboot/dept/list',
    {
      ...guard,
      schema: {
        tags: ['dept'],
        summary: '本园区的部门（运营）',
        description: '按排序号排列；交办诉求时选择承办部门用。',
        response: { 200: DepartmentsAnswer },
      },
    },
    async (request) => {
      const rows = await repo.departments(app.db, request.tenant.id);
      return ok(rows.map((d) => ({ id: d.id, name: d.name, parentId: d.parent_id, sort: d.sort })));
    },
  );

  exportRoute(app);
}
