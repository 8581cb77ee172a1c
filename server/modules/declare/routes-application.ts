import type { DeclareContract } from '../../../common/declare/contract.js';
import { answered, type Handlers } from '../../kit/serve.js';
import { BizError } from '../../lib/errors.js';
import { datedXlsxName, sendSheet } from '../../kit/sheet.js';
import { sendXlsx } from '../../lib/xlsx-export.js';
import { listScope, orgIdOf, visibleApplication } from './access.js';
import * as apps from './application-repo.js';
import { saveApplication, sendApplication, setSlotFiles, startApplication } from './applications.js';
import { parkToday } from '../../lib/park-time.js';
import { applicationDetail } from './detail.js';
import { detailExport, LIST_COLUMNS } from './export.js';
import { applicationItem, countsOf, materialFiles } from './present.js';
import * as repo from './repo.js';
import { auditApplication, recordLanding } from './review.js';

/**
 * Applications (申报): the enterprise starts, fills, attaches and submits; operators of the park
 * review, record the landing and export. Every endpoint needs a login; scope is checked per call.
 */

type ApplicationEndpoints =
  | 'start'
  | 'saveApplication'
  | 'applications'
  | 'application'
  | 'upFile'
  | 'files'
  | 'send'
  | 'audit'
  | 'landing'
  | 'counts'
  | 'exportList'
  | 'exportDetail';

export const applicationHandlers: Handlers<Pick<DeclareContract, ApplicationEndpoints>> = {
  start: async ({ body, ctx }) => {
    const result = await startApplication(ctx, body.declareId);
    return result.created ? result : answered(result, '贵单位已开始该申报');
  },
  saveApplication: ({ params, body, ctx }) => saveApplication(ctx, params.id, body),
  applications: async ({ query: q, ctx, page }) => {
    const filter = { orgId: listScope(ctx.user), state: q.state || undefined, declareId: q.declareId, search: q.search };
    const { rows, total } = await apps.listApplications(ctx.db, filter, page, {
      orderBy: q.orderBy,
      order: q.order,
    });
    const today = parkToday();
    return { list: rows.map((r) => applicationItem(r, today)), total };
  },
  application: async ({ query: { id, declareId }, ctx }) => {
    if (id !== undefined) return applicationDetail(ctx, await visibleApplication(ctx, id));
    if (declareId === undefined) throw new BizError('请指定申报编号');
    const row = await apps.applicationFor(ctx.db, declareId, orgIdOf(ctx.user));
    if (!row) throw new BizError('贵单位尚未开始该申报', 404);
    return applicationDetail(ctx, row);
  },
  upFile: async ({ body, ctx }) => [await setSlotFiles(ctx, body)],
  files: async ({ query, ctx }) => {
    const row = await visibleApplication(ctx, query.id);
    const [materials, files] = await Promise.all([
      repo.materialsOf(ctx.db, row.declaration_id),
      apps.filesOf(ctx.db, row.id),
    ]);
    return materialFiles(materials, files);
  },
  send: ({ body, ctx }) => sendApplication(ctx, body.id),
  audit: ({ body, ctx }) => auditApplication(ctx, body),
  landing: ({ body, ctx }) => recordLanding(ctx, body),
  counts: async ({ ctx }) => countsOf(await repo.stateCounts(ctx.db)),
  exportList: ({ body: b, ctx, reply }) => {
    const filter = { state: b.state || undefined, declareId: b.declareId, search: b.search };
    const rows = apps.allApplications(ctx.db, filter);
    return sendSheet(reply, { name: '政策申报', filename: datedXlsxName('政策申报列表'), columns: LIST_COLUMNS, rows });
  },
  exportDetail: async ({ body, ctx, reply }) => {
    const detail = await applicationDetail(ctx, await visibleApplication(ctx, body.id));
    return sendXlsx(reply, detailExport(detail));
  },
};
