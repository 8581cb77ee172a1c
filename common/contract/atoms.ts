import { Type, type TNull, type TSchema, type TUnion } from 'typebox';

/**
 * Schema atoms every area's contract uses. Titles become the validation messages the server sends
 * (server/lib/validation-message.ts), so they are the Chinese names a user knows the field by.
 */

const SCALAR_TYPES: readonly unknown[] = ['string', 'number', 'integer', 'boolean'];

/**
 * A value or null. A scalar becomes one schema whose `type` lists both (`["number", "null"]`), not
 * an anyOf: the server's Ajv coerces types, and inside an anyOf it tries the first branch by
 * coercing null in place (null became 0 or ''), so a field left blank came back as a figure nobody
 * typed. With both types in one list Ajv coerces only what matches neither, and 0 stays 0.
 */
export function Nullable<T extends TSchema>(schema: T): TUnion<[T, TNull]> {
  const fields = schema as TSchema & { type?: unknown; anyOf?: unknown; enum?: unknown; const?: unknown };
  const scalar = SCALAR_TYPES.includes(fields.type) && fields.anyOf === undefined && fields.enum === undefined && fields.const === undefined;
  // Typed as the union it validates like, so the contracts' static types stay as they were.
  if (scalar) return { ...schema, type: [fields.type, 'null'] } as unknown as TUnion<[T, TNull]>;
  return Type.Union([schema, Type.Null()]);
}

/**
 * The largest id a table holds (a 32-bit integer key on PostgreSQL). A larger id names nothing:
 * lookups answer 'not found' without asking the database, which would refuse the number.
 */
export const MAX_ID = 2_147_483_647;

/** A record's id: a positive integer. */
export const Id = (title = '编号') => Type.Integer({ title, minimum: 1 });

/** The most rows an export of selected rows (导出所选) names: a desktop table's pages at most. */
export const MAX_SELECTED = 500;

/** An export's `ids`: only the rows picked in the table (导出所选), other conditions still apply. */
export const selectedIds = (title: string) =>
  Type.Optional(
    Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ID }), {
      title,
      minItems: 1,
      maxItems: MAX_SELECTED,
      description: `只导出所选的这些（至多 ${MAX_SELECTED} 条），与其他条件同时生效`,
    }),
  );

/** `:id` in a path. */
export const IdParams = Type.Object({ id: Id() });

/** `?id=` in a query string. */
export const IdQuery = (title = '编号') => Type.Object({ id: Id(title) });

/**
 * Page number (from 1) and page size of a list call: every list's paging is declared here, as
 * bounded integers (the server also refuses numbers that are not finite, server/lib/finite-numbers.ts).
 */
export const pagingFields = (maxSize = 100, { defaultSize = 20, maxPage = 100_000 } = {}) => ({
  pagenum: Type.Optional(Type.Integer({ title: '页码', description: '从 1 起', minimum: 1, maximum: maxPage, default: 1 })),
  size: Type.Optional(
    Type.Integer({ title: '每页条数', description: `最多 ${String(maxSize)}`, minimum: 1, maximum: maxSize, default: defaultSize }),
  ),
});
export const paging = pagingFields();

/** What every list endpoint answers. */
export const pageOf = <T extends TSchema>(item: T) => Type.Object({ list: Type.Array(item), total: Type.Integer() });

/** A calendar day, 'YYYY-MM-DD' (park time). */
export const DateText = (title: string) => Type.String({ title, pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });

/** A search box's text. */
export const SearchText = (maxLength = 50) =>
  Type.Optional(Type.String({ title: '关键词', maxLength }));

/** A file as lists of attachments show it. */
export const FileItem = Type.Object({
  id: Type.Integer(),
  filename: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  url: Type.String({ description: '下载地址（需签名）' }),
});

/** The answer of a write that returns the record's id. */
export const Saved = Type.Object({ id: Type.Integer() });

/** The answer of a "does this name exist already" check. */
export const Duplicate = Type.Object({ duplicate: Type.Boolean() });

/** A write that returns nothing. */
export const Empty = Type.Null();

/**
 * One step of an audit trail (server/lib/audit-log.ts writes them for every reviewed thing:
 * certification applications, declarations, policies), oldest first in an answer.
 */
export const AuditEntry = Type.Object({
  id: Type.Integer(),
  action: Type.String({ description: 'SUBMIT / RESUBMIT / PASS / FAIL / BACK，或各领域自己的动作' }),
  actionLabel: Type.String(),
  from: Nullable(Type.String({ description: '之前的状态；首次提交为 null' })),
  to: Type.String(),
  reason: Type.String(),
  actorId: Nullable(Type.Integer({ description: '操作人；系统为 null' })),
  actorName: Type.String({ description: '操作人姓名；系统或已删除的用户为空' }),
  createdAt: Type.String(),
});

/** The two directions of a sorted list. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * The columns a list may be sorted by, server-side (its pages stay honest): adds `orderBy` (one of
 * the given names) and `order` (asc / desc, default asc) to the list's query. Without `orderBy` the
 * list keeps its own order. The server maps each name to a column (server/kit/sort.ts); a name
 * not listed is refused by the schema.
 */
export const sortFields = <const K extends readonly [string, ...string[]]>(fields: K) => ({
  orderBy: Type.Optional(Type.Enum<[...K]>(fields, { title: '排序字段' })),
  order: Type.Optional(Type.Enum(SORT_ORDERS, { title: '排序方向', description: 'asc 升序，desc 降序' })),
});

/**
 * What the delegation rule (server/kit/delegation.ts) says of the caller and a listed record — an
 * account, a role — so a screen offers only what the server would do.
 */
export const Manageable = (what: string) => ({
  manageable: Type.Boolean({ description: `当前账号能否修改该${what}` }),
  lockReason: Type.String({ description: '不能修改时的原因；能修改时为空' }),
});
