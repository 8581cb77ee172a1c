import { declareContract, type DeclareContract } from '../../../common/declare/contract.js';
import type { QueryOf } from '../../../common/contract/endpoint.js';
import { isOperator, isOrganisation } from '../../../common/roles.js';
import type { AppInstance } from '../../app-types.js';
import type { UserCtx } from '../../kit/context.js';
import { serveAll, type Handlers } from '../../kit/serve.js';
import { BizError } from '../../lib/errors.js';
import { applicationHandlers } from './routes-application.js';
import { parkToday } from '../../lib/park-time.js';
import { deleteDeclaration, saveDeclaration } from './declarations.js';
import { declarationDetail } from './detail.js';
import { declareItem } from './present.js';
import * as repo from './repo.js';
import { policyPort } from '../policy/public.js';

/**
 * Declarations (SPEC §7 Declare): the notices, public to read once started; the operators'
 * create, edit, duplicate checks and delete. The applications' handlers are beside.
 */

/** How many published policies the operators' picker offers, the newest first. */
const POLICY_OPTIONS = 500;

type DeclarationEndpoints = 'list' | 'detail' | 'save' | 'isTitle' | 'isName' | 'remove' | 'policyOptions';

/** is_declare_title / is_declare_name: the value comes as `value` or under the column's own name. */
const duplicateCheck =
  (column: 'title' | 'name', what: string) =>
  async ({ query: q, ctx }: { query: QueryOf<DeclareContract['isTitle']>; ctx: UserCtx }) => {
    const value = (q.value ?? q[column] ?? '').replace(/\s+/g, ' ').trim();
    if (!value) throw new BizError(`请填写${what}`);
    return { exists: await repo.isTaken(ctx.db, column, value, q.id) };
  };

const declarationHandlers: Handlers<Pick<DeclareContract, DeclarationEndpoints>> = {
  list: async ({ query: q, ctx, page }) => {
    const today = parkToday();
    const operatorView = isOperator(ctx.user);
    const filter = {
      search: q.search,
      phase: q.phase || undefined,
      policyId: q.policyId,
      startedOnly: !operatorView,
      today,
      page,
      sort: { orderBy: q.orderBy, order: q.order },
    };
    const { rows, total } = await repo.listDeclarations(ctx.db, filter);
    const ids = rows.map((r) => r.id);
    const orgId = isOrganisation(ctx.user) ? ctx.user?.orgId : null;
    const [applied, mines] = await Promise.all([
      operatorView ? repo.appliedCounts(ctx.db, ids) : undefined,
      orgId ? repo.minesOf(ctx.db, orgId, ids) : undefined,
    ]);
    const list = rows.map((row) =>
      declareItem(row, { applied: applied ? (applied.get(row.id) ?? 0) : null, mine: mines?.get(row.id) ?? null }, today),
    );
    return { list, total };
  },
  detail: ({ query, ctx }) => declarationDetail(ctx, query.id),
  save: ({ body, ctx }) => saveDeclaration(ctx, body),
  isTitle: duplicateCheck('title', '通知标题'),
  isName: duplicateCheck('name', '申报名称'),
  remove: async ({ query, ctx }) => {
    await deleteDeclaration(ctx, query.id);
    return null;
  },
  policyOptions: ({ ctx }) => policyPort.get().declarable(ctx.db, POLICY_OPTIONS),
};

export default async function declareRoutes(app: AppInstance) {
  serveAll(app, declareContract, { ...declarationHandlers, ...applicationHandlers });
}
