import { orgchartContract as c, type PostState } from '@common/orgchart/contract';
import { defineAction, defineList, defineQuery } from '@/ui/resource';

/** The resources of the operations centre's administration (common/orgchart/contract.ts). */

export type { Dept, Operator, OperatorOptions, Post, Role } from '@common/orgchart/contract';

export type PostQuery = { search?: string; state?: string };
export type OperatorQuery = { search?: string; roleId?: string };
export type StaffQuery = { deptId?: string; withChildren?: string; search?: string };

export const roles = defineQuery(c.roles);
/** What the signed-in operator may put in a role (the server's delegation rule). */
export const grantable = defineQuery(c.grantable);
export const depts = defineQuery(c.depts);
export const operatorOptions = defineQuery(c.operatorOptions);

export const posts = defineList(c.posts, {
  toQuery: (q: PostQuery) => ({ search: q.search, state: (q.state || undefined) as PostState | undefined }),
});
export const operators = defineList(c.operators, {
  toQuery: (q: OperatorQuery) => ({ search: q.search, roleId: Number(q.roleId) || undefined }),
});
export const deptStaff = defineList(c.deptStaff, {
  toQuery: (q: StaffQuery) => ({
    deptId: Number(q.deptId) || undefined,
    withChildren: q.withChildren === '1' ? ('1' as const) : undefined,
    search: q.search,
  }),
});

const ORG = [roles, grantable, depts, operatorOptions, posts, operators, deptStaff];

export const saveRole = defineAction(c.saveRole, { revalidate: ORG });
export const removeRole = defineAction(c.removeRole, { toInput: (id: number) => ({ id }), revalidate: ORG, success: '删除成功' });
export const saveDept = defineAction(c.saveDept, { revalidate: ORG });
export const removeDept = defineAction(c.removeDept, { toInput: (id: number) => ({ id }), revalidate: ORG, success: '删除成功' });
export const savePost = defineAction(c.savePost, { revalidate: ORG });
export const removePost = defineAction(c.removePost, { toInput: (id: number) => ({ id }), revalidate: ORG, success: '删除成功' });
export const saveOperator = defineAction(c.saveOperator, { revalidate: ORG });
