import type { Static, TSchema } from 'typebox';
import type { TreeSaved } from '../../../common/policy.js';
import type { AppInstance } from '../../app-types.js';
import { IdParams } from '../../lib/schema.js';
import { ok } from '../../plugins/envelope.js';
import { ctxOf, type Ctx } from './context.js';
import * as save from './save-tree.js';
import { AwardForm, ConditionForm, ItemForm, LinkForm, TreeSavedAnswer } from './schema-tree.js';

const TAGS = ['policy'];
const BASE = '/api/dpboot/policy';

const NOTE = '已发布或审核不通过的政策修改后回到待审核（CHECK）。';

/** One level of the tree: POST {path}/saveOrUpdate and DELETE {path}/delete/{id}. */
function level<S extends TSchema>(
  app: AppInstance,
  path: string,
  label: string,
  body: S,
  saveFn: (ctx: Ctx, input: Static<S>) => Promise<TreeSaved>,
  deleteFn: (ctx: Ctx, id: number) => Promise<TreeSaved>,
) {
  const guard = { preHandler: app.requireOperator };
  app.post(
    `${BASE}/${path}/saveOrUpdate`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: `新增或修改${label}（运营）`,
        description: `无 id 为新增，有 id 为修改。${NOTE}`,
        body,
        response: { 200: TreeSavedAnswer },
      },
    },
    async (request) => ok(await saveFn(ctxOf(app, request), request.body as Static<S>), '保存成功'),
  );
  app.delete(
    `${BASE}/${path}/delete/:id`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: `删除${label}（运营）`,
        description: NOTE,
        params: IdParams,
        response: { 200: TreeSavedAnswer },
      },
    },
    async (request) => ok(await deleteFn(ctxOf(app, request), request.params.id), '删除成功'),
  );
}

/** Writes of a policy's apply tree (operators). Reads: getApplyTreeByPolicyId in routes-library.ts. */
export default async function treeRoutes(app: AppInstance) {
  level(app, 'applyItem', '申报事项', ItemForm, save.saveItem, save.deleteItem);
  level(app, 'applyAward', '奖补', AwardForm, save.saveAward, save.deleteAward);
  level(app, 'applyCondition', '申报条件', ConditionForm, save.saveCondition, save.deleteCondition);
  level(app, 'applyConditionAndQuota', '条件关联指标', LinkForm, save.saveLink, save.deleteLink);
}
