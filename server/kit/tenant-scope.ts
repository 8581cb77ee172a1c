import {
  AliasNode,
  AndNode,
  BinaryOperationNode,
  ColumnNode,
  DefaultInsertValueNode,
  IdentifierNode,
  OnNode,
  OperationNodeTransformer,
  OperatorNode,
  ParensNode,
  PrimitiveValueListNode,
  ReferenceNode,
  SelectionNode,
  TableNode,
  ValueListNode,
  ValueNode,
  ValuesNode,
  WhereNode,
  type ColumnUpdateNode,
  type DeleteQueryNode,
  type InsertQueryNode,
  type JoinNode,
  type Kysely,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RawNode,
  type RootOperationNode,
  type SelectQueryNode,
  type UnknownRow,
  type UpdateQueryNode,
  type ValuesItemNode,
} from 'kysely';
import type { DB } from '../db/schema.js';
import { TENANT_TABLES } from './tenant-tables.js';

/**
 * The tenant scope: every query made through a scoped handle sees and writes one park's rows only.
 *
 * Repositories get the handle from the request context (`ctx.db`, scoped to `ctx.tenant`) and
 * write no tenant condition of their own; the kit adds it to the query tree before it is compiled:
 *
 * - SELECT, UPDATE, DELETE: `<alias>.tenant_id = :tenant` for every tenant table (tenant-tables.ts)
 *   the query names in FROM, USING or a join, at every level (subqueries, CTEs, EXISTS); in the WHERE
 *   for FROM / USING tables, in the join's ON for joined ones (a LEFT JOIN stays a left join);
 * - INSERT: fills tenant_id when the values leave it out, refuses a different park's id;
 * - UPDATE: refuses setting tenant_id to another park's;
 * - raw SQL (`sql\`…\``) that names a tenant table after FROM / JOIN / UPDATE / INTO cannot be
 *   scoped, so it is refused: write it with the query builder, or run it visibly unscoped.
 *
 * A query that legitimately spans parks (resolving the tenant of a Host, migrations, seeds, jobs
 * that walk every park) is written `unscoped(db)` — grep-able, with a comment saying why;
 * tenant-scope-usage.test.ts keeps the list of such places.
 *
 * Kysely keeps a handle's plugins on its transactions (`db.transaction().execute(trx => …)`), so a
 * transaction opened on a scoped handle is scoped as well (tenant-scope.test.ts).
 */
export class TenantScopePlugin implements KyselyPlugin {
  readonly #transformer: TenantScopeTransformer;

  constructor(readonly tenantId: number) {
    this.#transformer = new TenantScopeTransformer(tenantId);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** Thrown for a query the scope cannot make safe: a programming error, never the user's. */
export class TenantScopeError extends Error {
  override name = 'TenantScopeError';
}

const TENANT_COLUMN = 'tenant_id';

/** A FROM / JOIN item naming a tenant table: the name the query knows it by (its alias, else itself). */
function tenantTableRef(node: OperationNode): TableNode | undefined {
  if (node.kind === 'TableNode') {
    const table = node as TableNode;
    return TENANT_TABLES.has(table.table.identifier.name) ? table : undefined;
  }
  if (node.kind === 'AliasNode') {
    const { node: inner, alias } = node as OperationNode & { node: OperationNode; alias: OperationNode };
    if (inner.kind !== 'TableNode' || alias.kind !== 'IdentifierNode') return undefined;
    if (!TENANT_TABLES.has((inner as TableNode).table.identifier.name)) return undefined;
    return TableNode.create((alias as OperationNode & { name: string }).name);
  }
  return undefined;
}

function and(conditions: readonly OperationNode[]): OperationNode | undefined {
  return conditions.reduce<OperationNode | undefined>((all, c) => (all ? AndNode.create(all, c) : c), undefined);
}

/** `existing and condition`, parenthesising an OR so that the condition binds to all of it. */
function andWith(existing: OperationNode, condition: OperationNode): OperationNode {
  const left = existing.kind === 'OrNode' ? ParensNode.create(existing) : existing;
  return AndNode.create(left, condition);
}

function withWhere<T extends { where?: WhereNode }>(node: T, condition: OperationNode | undefined): T {
  if (!condition) return node;
  return { ...node, where: node.where ? WhereNode.create(andWith(node.where.where, condition)) : WhereNode.create(condition) };
}

/**
 * Nodes that hold no query (names, references, values, operators): the transformer returns them as
 * they are instead of copying them node by node, which was most of the scope's cost on a list read
 * (a query's tree is mostly such nodes). Nothing of them changes: tables are scoped where they are
 * named in a FROM, a join, an UPDATE or an INSERT, whose nodes are still walked.
 */
const LEAVES: ReadonlySet<OperationNode['kind']> = new Set<OperationNode['kind']>([
  'IdentifierNode',
  'SchemableIdentifierNode',
  'TableNode',
  'ColumnNode',
  'ReferenceNode',
  'ValueNode',
  'PrimitiveValueListNode',
  'OperatorNode',
  'SelectAllNode',
  'DefaultInsertValueNode',
]);

const WORD_AFTER_TABLE_KEYWORD = /\b(?:from|join|update|into)\s+"?([a-z_][a-z0-9_]*)"?/gi;

class TenantScopeTransformer extends OperationNodeTransformer {
  constructor(private readonly tenantId: number) {
    super();
  }

  override transformNode<T extends OperationNode | undefined>(node: T, queryId?: QueryId): T {
    if (node && LEAVES.has(node.kind)) return node;
    return super.transformNode(node, queryId);
  }

  #belongs(table: TableNode): OperationNode {
    return BinaryOperationNode.create(
      ReferenceNode.create(ColumnNode.create(TENANT_COLUMN), table),
      OperatorNode.create('='),
      ValueNode.create(this.tenantId),
    );
  }

  #fromConditions(items: readonly OperationNode[] | undefined): OperationNode[] {
    return (items ?? []).map(tenantTableRef).flatMap((table) => (table ? [this.#belongs(table)] : []));
  }

  /** Joined tenant tables get the condition in their ON; a join without ON (cross join) in the WHERE. */
  #scopeJoins(joins: readonly JoinNode[] | undefined): { joins: readonly JoinNode[] | undefined; where: OperationNode[] } {
    const where: OperationNode[] = [];
    if (!joins) return { joins, where };
    const scoped = joins.map((join) => {
      const table = tenantTableRef(join.table);
      if (!table) return join;
      const condition = this.#belongs(table);
      if (!join.on) {
        where.push(condition);
        return join;
      }
      return { ...join, on: OnNode.create(andWith(join.on.on, condition)) };
    });
    return { joins: scoped, where };
  }

  protected override transformSelectQuery(node: SelectQueryNode, queryId?: QueryId): SelectQueryNode {
    const inner = super.transformSelectQuery(node, queryId);
    const { joins, where } = this.#scopeJoins(inner.joins);
    return withWhere({ ...inner, ...(joins ? { joins } : {}) }, and([...this.#fromConditions(inner.from?.froms), ...where]));
  }

  protected override transformUpdateQuery(node: UpdateQueryNode, queryId?: QueryId): UpdateQueryNode {
    const inner = super.transformUpdateQuery(node, queryId);
    for (const update of inner.updates ?? []) this.#checkTenantUpdate(update);
    const { joins, where } = this.#scopeJoins(inner.joins);
    const tables = [...(inner.table ? [inner.table] : []), ...(inner.from?.froms ?? [])];
    return withWhere({ ...inner, ...(joins ? { joins } : {}) }, and([...this.#fromConditions(tables), ...where]));
  }

  protected override transformDeleteQuery(node: DeleteQueryNode, queryId?: QueryId): DeleteQueryNode {
    const inner = super.transformDeleteQuery(node, queryId);
    const { joins, where } = this.#scopeJoins(inner.joins);
    const tables = [...inner.from.froms, ...(inner.using?.tables ?? [])];
    return withWhere({ ...inner, ...(joins ? { joins } : {}) }, and([...this.#fromConditions(tables), ...where]));
  }

  protected override transformInsertQuery(node: InsertQueryNode, queryId?: QueryId): InsertQueryNode {
    const inner = super.transformInsertQuery(node, queryId);
    if (!inner.into || !TENANT_TABLES.has(inner.into.table.identifier.name)) return inner;
    for (const update of inner.onConflict?.updates ?? []) this.#checkTenantUpdate(update);
    const columns = inner.columns ?? [];
    const at = columns.findIndex((c) => c.column.name === TENANT_COLUMN);
    const values = inner.values;
    if (values?.kind === 'ValuesNode') {
      const rows = (values as ValuesNode).values.map((row) => this.#rowWithTenant(row, at));
      return { ...inner, columns: at >= 0 ? columns : [...columns, ColumnNode.create(TENANT_COLUMN)], values: ValuesNode.create(rows) };
    }
    if (values?.kind === 'SelectQueryNode') {
      // INSERT … SELECT: the select is scoped like any other; the park's id is added as a column.
      if (at >= 0) return inner;
      const select = values as SelectQueryNode;
      const tenant = SelectionNode.create(AliasNode.create(ValueNode.create(this.tenantId), IdentifierNode.create(TENANT_COLUMN)));
      const scopedSelect: SelectQueryNode = { ...select, selections: [...(select.selections ?? []), tenant] };
      return { ...inner, columns: [...columns, ColumnNode.create(TENANT_COLUMN)], values: scopedSelect };
    }
    throw new TenantScopeError(`tenant scope: cannot check the values inserted into ${inner.into.table.identifier.name}`);
  }

  #rowWithTenant(row: ValuesItemNode, at: number): ValuesItemNode {
    if (row.kind === 'PrimitiveValueListNode') {
      const list = (row as PrimitiveValueListNode).values;
      if (at < 0) return PrimitiveValueListNode.create([...list, this.tenantId]);
      if (list[at] === this.tenantId) return row;
      if (list[at] === undefined) return PrimitiveValueListNode.create(list.map((v, i) => (i === at ? this.tenantId : v)));
      throw new TenantScopeError('tenant scope: refusing to insert a row of another park');
    }
    if (row.kind === 'ValueListNode') {
      const list = (row as ValueListNode).values;
      if (at < 0) return ValueListNode.create([...list, ValueNode.create(this.tenantId)]);
      const value = list[at];
      if (!value || DefaultInsertValueNode.is(value)) {
        return ValueListNode.create(list.map((v, i) => (i === at ? ValueNode.create(this.tenantId) : v)));
      }
      if (value.kind === 'ValueNode' && (value as ValueNode).value === this.tenantId) return row;
      throw new TenantScopeError('tenant scope: refusing to insert a row of another park');
    }
    throw new TenantScopeError('tenant scope: cannot check the values of an inserted row');
  }

  #checkTenantUpdate(update: ColumnUpdateNode) {
    if (update.column.kind !== 'ColumnNode' || (update.column as ColumnNode).column.name !== TENANT_COLUMN) return;
    if (update.value.kind === 'ValueNode' && (update.value as ValueNode).value === this.tenantId) return;
    throw new TenantScopeError('tenant scope: refusing to move a row to another park');
  }

  protected override transformRaw(node: RawNode, queryId?: QueryId): RawNode {
    const text = node.sqlFragments.join(' ? ');
    for (const match of text.matchAll(WORD_AFTER_TABLE_KEYWORD)) {
      const table = match[1]!.toLowerCase();
      if (TENANT_TABLES.has(table)) {
        throw new TenantScopeError(
          `tenant scope: raw SQL reads ${table}; write it with the query builder, or run it on unscoped(db) with its own tenant condition`,
        );
      }
    }
    return super.transformRaw(node, queryId);
  }
}

const scopes = new WeakMap<Kysely<DB>, Map<number, Kysely<DB>>>();

/**
 * The handle on which every query is limited to one park. Made once per park and handle (a
 * request only looks it up); made from a scoped handle it is scoped to the park asked for only.
 */
export function scopedTo(db: Kysely<DB>, tenantId: number): Kysely<DB> {
  let byTenant = scopes.get(db);
  if (!byTenant) scopes.set(db, (byTenant = new Map()));
  let scoped = byTenant.get(tenantId);
  if (!scoped) byTenant.set(tenantId, (scoped = db.withoutPlugins().withPlugin(new TenantScopePlugin(tenantId))));
  return scoped;
}

/**
 * The handle without the tenant scope, for the few queries that span parks. Every use says why
 * in a comment and is on the list of tenant-scope-usage.test.ts. (The scope is the only plugin
 * the app's handles carry, so dropping all plugins drops just it.)
 */
export function unscoped<T extends Kysely<DB>>(db: T): T {
  return db.withoutPlugins() as T;
}
