/** Paths of the rank screens (built with helpers, never concatenated in components). */
export const RANK_MANAGE = '/op/rankManage';
export const RANK_EDIT = '/op/rankEdit';
/** The edit screen opens an existing list with ?id= (the spec's path has no id). */
export const rankEditPath = (id: number | string) => `${RANK_EDIT}?id=${String(id)}`;
