import { rankProblem, type RankFormInput } from '@common/rank/rules';
import { RANK_LIFECYCLE } from '@common/rank/contract';
import { FieldErrors, FormStay, FormView, type FormField } from '@/ui/form-page';
import { confirmTransition } from '@/ui/publish/lifecycle-view';
import { publishRank, RANK_LIMITS, saveRank } from '../api';
import { RANK_MANAGE } from '../paths';
import { EntryEditor, type EntryValue } from './entry-editor';

export interface RankFormValues {
  title: string;
  period: string;
  description?: string;
  figureLabel?: string;
  figureUnit?: string;
  entries: EntryValue[];
}

const L = RANK_LIMITS;

/** The limits the server enforces (common/rank/rules.ts), checked here first. */
const FIELDS: FormField<RankFormValues>[] = [
  { name: 'title', label: '榜单名称', type: 'text', required: '请填写榜单名称', min: L.titleMin, max: L.titleMax, placeholder: '如：纳税百强企业' },
  { name: 'period', label: '期间', type: 'text', required: '请填写期间，如 2025年度', max: L.periodMax, placeholder: '如：2025年度' },
  { name: 'description', label: '说明', type: 'textarea', max: L.descriptionMax, rows: 2, help: '评选口径、数据来源等，门户上显示' },
  { name: 'figureLabel', label: '数值名称', type: 'text', max: L.labelMax, placeholder: '如：纳税额', help: '名单中填写数值时必填；不列数值可不填' },
  { name: 'figureUnit', label: '数值单位', type: 'text', max: L.unitMax, placeholder: '如：万元' },
  {
    name: 'entries',
    label: '上榜企业',
    type: 'custom',
    help: `按名次排列，最多 ${String(L.maxEntries)} 家；同一企业只能上榜一次`,
    input: <EntryEditor />,
  },
];

/** A typed figure as a number: '' none, anything else that is not a number is refused by the rules. */
const figureOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

function toPayload(values: RankFormValues, id: number | undefined) {
  return {
    ...(id ? { id } : {}),
    title: values.title ?? '',
    period: values.period ?? '',
    description: values.description ?? '',
    figureLabel: values.figureLabel ?? '',
    figureUnit: values.figureUnit ?? '',
    entries: (values.entries ?? []).map((e) => ({ orgId: e.orgId, orgName: e.orgName, figure: figureOf(e.figure), note: e.note })),
  };
}

/** The shared rules (the server applies the same), marked on the field they are about. */
function checked(values: RankFormValues, id: number | undefined, publishing: boolean) {
  const payload = toPayload(values, id);
  const unreadable = values.entries?.findIndex((e) => e.figure.trim() !== '' && !Number.isFinite(Number(e.figure.trim()))) ?? -1;
  if (unreadable >= 0) throw new FieldErrors([{ name: 'entries', message: `第${String(unreadable + 1)}名的数值不是有效的数字` }]);
  const problem = rankProblem(payload satisfies RankFormInput, publishing);
  if (problem) throw new FieldErrors([{ name: problem.field, message: problem.message }]);
  return { ...payload, entries: payload.entries.map(({ orgName: _name, ...entry }) => entry) };
}

/**
 * Create or edit a list. 保存 keeps it as it is (草稿, or 已撤回) and returns to the list; 保存并发布
 * publishes it at once, after asking.
 */
export function RankForm({ id, initialValues }: { id?: number; initialValues: Partial<RankFormValues> }) {
  return (
    <FormView<RankFormValues, { id: number }>
      fields={FIELDS}
      initialValues={{ entries: [], ...initialValues }}
      backTo={RANK_MANAGE}
      actions={[
        { text: '保存', primary: false, run: (values) => saveRank(checked(values, id, false)), successTo: RANK_MANAGE },
        {
          text: '保存并发布',
          // Checked before asking, so nobody confirms a list that cannot be published. Saved even if
          // publishing then fails: the list waits unpublished.
          run: async (values) => {
            const payload = checked(values, id, true);
            if (!(await confirmTransition(RANK_LIFECYCLE, 'PUBLISH'))) throw new FormStay();
            const saved = await saveRank(payload);
            await publishRank(saved.id).catch(() => undefined);
            return saved;
          },
          successMessage: false,
          successTo: RANK_MANAGE,
        },
      ]}
    />
  );
}
