import useSWR from 'swr';
import {
  DECLARE_API as API,
  type ApplicationDetail,
  type ApplicationForm,
  type ApplicationItem,
  type DeclareAuditAction,
  type DeclareCounts,
  type DeclareDetail,
  type DeclareInput,
  type DeclareItem,
  type DeclareState,
  type MaterialFiles,
  type PolicyOption,
} from '../../../common/declare';
import { request } from '../../core/http';
import { defineAction, defineItem, defineList } from '../../ui/resource';

/** The declare calls (SPEC §7 Declare; server/modules/declare). */

/** List screens keep their query in the URL: string-valued (the kit's rule). */
export type DeclareQuery = { search?: string; phase?: string; policyId?: string };
export type ApplicationQuery = { state?: string; declareId?: string; search?: string };

const numberOrUndefined = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

export const declarations = defineList<DeclareItem, DeclareQuery>({
  key: API.list,
  path: API.list,
  base: 'dpboot',
  toQuery: ({ search, phase, policyId }) => ({ search: search?.trim() || undefined, phase: phase || undefined, policyId: numberOrUndefined(policyId) }),
});

export const declaration = defineItem<DeclareDetail>({ key: API.detail, path: (id) => `${API.detail}?id=${id}`, base: 'dpboot' });

export const applications = defineList<ApplicationItem, ApplicationQuery>({
  key: API.applications,
  path: API.applications,
  base: 'dpboot',
  toQuery: ({ state, declareId, search }) => ({ state: state || undefined, declareId: numberOrUndefined(declareId), search: search?.trim() || undefined }),
});

export const application = defineItem<ApplicationDetail>({ key: API.application, path: (id) => `${API.application}?id=${id}`, base: 'dpboot' });

/** The signed-in enterprise's application to a declaration (the form screen opens by declaration). */
export const myApplication = defineItem<ApplicationDetail>({
  key: `${API.application}/mine`,
  path: (declareId) => `${API.application}?declareId=${declareId}`,
  base: 'dpboot',
});

/** Counts per state (operators): one fixed-id item. */
export const counts = defineItem<DeclareCounts>({ key: API.counts, path: () => API.counts, base: 'dpboot' });
export const COUNTS_ID = 'all';

export function usePolicyOptions() {
  return useSWR([API.policyOptions], () => request<PolicyOption[]>(API.policyOptions, { base: 'dpboot', silent: true }));
}

const DECLARATIONS = [declarations, declaration];
const APPLICATIONS = [applications, application, myApplication, counts, declarations, declaration];

export const saveDeclaration = defineAction<DeclareInput, { id: number }>({ path: API.save, base: 'dpboot', revalidate: DECLARATIONS });

export const deleteDeclaration = defineAction<number, null>({
  path: API.remove,
  base: 'dpboot',
  method: 'DELETE',
  toBody: () => undefined,
  toQuery: (id) => ({ id }),
  revalidate: DECLARATIONS,
  success: '删除成功',
});

/** Whether a title (or name) is taken by another declaration of the park. */
export async function isTaken(kind: 'title' | 'name', value: string, id?: number): Promise<boolean> {
  const path = kind === 'title' ? API.isTitle : API.isName;
  const answer = await request<{ exists: boolean }>(path, { base: 'dpboot', query: { value, id }, silent: true });
  return answer.exists;
}

export interface Started {
  id: number;
  state: DeclareState;
  created: boolean;
}

export const startDeclare = defineAction<number, Started>({
  path: API.start,
  base: 'dpboot',
  toBody: (declareId) => ({ declareId }),
  revalidate: APPLICATIONS,
});

/** Saving a draft to the server; silent about success (the screen says where it was saved). */
export const saveApplication = defineAction<{ declareId: number; form: ApplicationForm }, { id: number; state: DeclareState }>({
  path: ({ declareId }) => `${API.saveApplication}/${declareId}`,
  base: 'dpboot',
  toBody: ({ form }) => form,
  revalidate: [applications, application, myApplication],
});

export const setMaterialFiles = defineAction<{ id: number; materialId: number; attachmentIds: number[] }, MaterialFiles[]>({
  path: API.upFile,
  base: 'dpboot',
  loading: false,
  revalidate: [application, myApplication],
});

export const sendDeclare = defineAction<number, { id: number; state: DeclareState }>({
  path: API.send,
  base: 'dpboot',
  toBody: (id) => ({ id }),
  revalidate: APPLICATIONS,
});

export const auditApplication = defineAction<{ id: number; action: DeclareAuditAction; reason: string }, { id: number; state: DeclareState }>({
  path: API.audit,
  base: 'dpboot',
  toBody: ({ id, action, reason }) => (action === 'PASS' ? { id, action } : { id, action, reason }),
  revalidate: APPLICATIONS,
  success: '审核完成',
});

export interface LandingInput {
  id: number;
  amount: number;
  landedOn: string;
  note: string;
  attachmentId: number | null;
}

export const addLanding = defineAction<LandingInput, { id: number; state: DeclareState }>({
  path: API.landing,
  base: 'dpboot',
  revalidate: APPLICATIONS,
});

export type { ApplicationDetail, ApplicationForm, ApplicationItem, DeclareDetail, DeclareItem, DeclareState, MaterialFiles };
