import type { InputOf } from '@common/contract/endpoint';
import { declareContract as c, type APPLICATION_LIST_SORTS, type DECLARE_LIST_SORTS } from '@common/declare/contract';
import type { DeclareAuditAction, DeclarePhase, DeclareState } from '@common/declare/rules';
import { call } from '@/core/endpoint-call';
import { defineAction, defineDownload, defineItem, defineList, defineQuery } from '@/ui/resource';
import { sortInput, type SortParams } from '@/ui/list-page/query-state';

/** The declare resources (common/declare/contract.ts; server/modules/declare). */

export type {
  ApplicationDetail,
  ApplicationForm,
  ApplicationItem,
  DeclareDetail,
  DeclareInput,
  DeclareItem,
  MaterialFiles,
  MaterialSlot,
  PolicyOption,
} from '@common/declare/contract';
export type { DeclareState };

/** List screens keep their query in the URL: string-valued (the kit's rule). */
export type DeclareQuery = { search?: string; phase?: string; policyId?: string } & SortParams;
export type ApplicationQuery = { state?: string; declareId?: string; search?: string } & SortParams;

const numberOrUndefined = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/** ListPage hands over the URL's strings; the server checks them against the phases and states. */
export const declarations = defineList(c.list, {
  toQuery: ({ search, phase, policyId, ...sort }: DeclareQuery) => ({
    search: search?.trim() || undefined,
    phase: (phase || undefined) as DeclarePhase | undefined,
    policyId: numberOrUndefined(policyId),
    ...sortInput<(typeof DECLARE_LIST_SORTS)[number]>(sort),
  }),
});

export const declaration = defineItem(c.detail);

/** The URL's strings as the applications' filters (the list and its export). */
const applicationFilters = ({ state, declareId, search }: ApplicationQuery) => ({
  state: (state || undefined) as DeclareState | undefined,
  declareId: numberOrUndefined(declareId),
  search: search?.trim() || undefined,
});
export const applications = defineList(c.applications, {
  toQuery: (q: ApplicationQuery) => ({ ...applicationFilters(q), ...sortInput<(typeof APPLICATION_LIST_SORTS)[number]>(q) }),
});

export const application = defineItem(c.application);

/** The signed-in enterprise's application to a declaration (the form screen opens by declaration). */
export const myApplication = defineItem(c.application, {
  key: `${c.application.path}/mine`,
  toInput: (declareId) => ({ declareId: Number(declareId) }),
});

/** Counts per state (operators). */
export const counts = defineQuery(c.counts);

/** The published policies with their apply items (the operators' pickers). */
export const policyOptions = defineQuery(c.policyOptions);

const DECLARATIONS = [declarations, declaration];
const APPLICATIONS = [applications, application, myApplication, counts, declarations, declaration];

export const saveDeclaration = defineAction(c.save, { revalidate: DECLARATIONS });

export const deleteDeclaration = defineAction(c.remove, {
  toInput: (id: number) => ({ id }),
  revalidate: DECLARATIONS,
  success: '删除成功',
});

/** Whether a title (or name) is taken by another declaration of the park. */
export async function isTaken(kind: 'title' | 'name', value: string, id?: number): Promise<boolean> {
  const answer = await call(kind === 'title' ? c.isTitle : c.isName, { value, id }, { silent: true });
  return answer.exists;
}

export const startDeclare = defineAction(c.start, {
  toInput: (declareId: number) => ({ declareId }),
  revalidate: APPLICATIONS,
});

type ApplicationFormInput = Omit<InputOf<typeof c.saveApplication>, 'id'>;

/** Saving a draft to the server; silent about success (the screen says where it was saved). */
export const saveApplication = defineAction(c.saveApplication, {
  toInput: ({ declareId, form }: { declareId: number; form: ApplicationFormInput }) => ({ ...form, id: declareId }),
  revalidate: [applications, application, myApplication],
});

export const setMaterialFiles = defineAction(c.upFile, {
  loading: false,
  revalidate: [application, myApplication],
});

export const sendDeclare = defineAction(c.send, {
  toInput: (id: number) => ({ id }),
  revalidate: APPLICATIONS,
});

export const auditApplication = defineAction(c.audit, {
  toInput: ({ id, action, reason }: { id: number; action: DeclareAuditAction; reason: string }) =>
    action === 'PASS' ? { id, action } : { id, action, reason },
  revalidate: APPLICATIONS,
  success: '审核完成',
});

export const addLanding = defineAction(c.landing, { revalidate: APPLICATIONS });

/** One application in full, as a workbook (申报信息、申报材料、审核记录). */
export const exportApplication = defineDownload(c.exportDetail, { toInput: (id: number) => ({ id }) });

/** The applications under the list's filters (no paging), as a workbook. */
export const exportApplications = defineDownload(c.exportList, { toInput: applicationFilters });
