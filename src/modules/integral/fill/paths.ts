/**
 * Paths of the fill rounds' screens (填报, SPEC §2): the enterprise's under /info/integral/fill, the
 * operators' under /integral/fill and, inside the operations layout, /op/integral/fill — one
 * screen registered twice. Built here, never concatenated in components.
 */

/** The enterprise's rounds; `?round=` opens one's form. */
export const FILL_MINE = '/info/integral/fill';
export const FILL_AUDIT_DETAIL = '/info/integral/fill/auditDetail/:itemid/:orgid';

/** The operators' screens, as registered (react-router patterns) under either base. */
export const FILL_BASES = ['/integral', '/op/integral'] as const;
export type FillBase = (typeof FILL_BASES)[number];
export const FILL_ROUNDS = 'fill';
export const FILL_EDIT = 'fill/edit';
export const FILL_ORGS = 'fill/orgs/:id';
export const FILL_DATA = 'fill/data/:id';
export const FILL_AUDIT = 'fill/audit/:itemid/:orgid';
/** Filling on behalf of an organisation: only under /integral (SPEC §2 has no /op twin). */
export const OPFILL = '/integral/opfill/:id';

export const under = (base: FillBase, path: string) => `${base}/${path}`;

/** The base of the screen on show: an /op screen's links stay in the operations layout. */
export const baseOf = (pathname: string): FillBase =>
  pathname.startsWith('/op/') ? '/op/integral' : '/integral';

const n = (value: number) => String(value);

export const myFillPath = (roundId?: number) => (roundId ? `${FILL_MINE}?round=${n(roundId)}` : FILL_MINE);
export const auditDetailPath = (roundId: number, orgId: number) =>
  `/info/integral/fill/auditDetail/${n(roundId)}/${n(orgId)}`;

export const roundsPath = (base: FillBase) => `${base}/fill`;
export const roundEditPath = (base: FillBase, id?: number) =>
  id ? `${base}/fill/edit?id=${n(id)}` : `${base}/fill/edit`;
export const roundOrgsPath = (base: FillBase, id: number) => `${base}/fill/orgs/${n(id)}`;
export const roundDataPath = (base: FillBase, id: number) => `${base}/fill/data/${n(id)}`;
export const auditPath = (base: FillBase, roundId: number, orgId: number) =>
  `${base}/fill/audit/${n(roundId)}/${n(orgId)}`;
export const opFillPath = (roundId: number, orgId: number) =>
  `/integral/opfill/${n(roundId)}?orgId=${n(orgId)}`;

/** A positive integer id of a path or query parameter, or null. */
export function positiveId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
