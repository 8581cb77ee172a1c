import type { FormField } from '@/ui/form-page';
import { FormPopup } from '@/ui/form-popup';
import { CRITERION_KINDS, CULTIVATION_LIMITS as L, CULTIVATION_METRICS, saveTier, type CultivationTier, type SaveTierInput } from '../api';

type Criterion = CultivationTier['criteria'][number];
type CriterionInput = SaveTierInput['criteria'][number];

/** A tier's criteria as its save sends them. */
export const criteriaInput = (tier: CultivationTier): CriterionInput[] => tier.criteria.map(({ kind, grouping, metric, bands, min }) => ({ kind, grouping, metric, bands, min }));

/** Saves a tier with its criteria replaced (the contract replaces them as a whole). */
export const saveWith = (tier: CultivationTier, criteria: CriterionInput[]) =>
  saveTier({ id: tier.id, name: tier.name, level: tier.level, passPoints: tier.passPoints, description: tier.description, benefits: tier.benefits, criteria });

interface TierValues {
  name: string;
  level: number;
  passPoints?: number | string;
  description: string;
  benefits: string;
}

const TIER_FIELDS: FormField<TierValues>[] = [
  { name: 'name', label: '梯度名称', type: 'text', required: true, min: 2, max: L.tierNameMax, placeholder: '例如：专精特新中小企业' },
  { name: 'level', label: '层级', type: 'number', required: true, min: 1, max: 20, integer: true, help: '1 为第一级；达到上一级方可评价下一级' },
  { name: 'passPoints', label: '合格分', type: 'number', min: 0, max: 1000, unit: '分', help: '评分指标合计达到该分数即认定；不评分的梯度留空' },
  { name: 'description', label: '梯度说明', type: 'textarea', max: L.textMax, rows: 3 },
  { name: 'benefits', label: '扶持政策', type: 'textarea', max: L.textMax, rows: 3 },
];

/** 新增 / 编辑 a tier's own fields (its criteria are kept as they are). */
export function TierPopup({ tier, nextLevel, onClose }: { tier: CultivationTier | 'new'; nextLevel: number; onClose: () => void }) {
  const old = tier === 'new' ? undefined : tier;
  return (
    <FormPopup<TierValues>
      title={old ? `编辑梯度：${old.name}` : '新增梯度'}
      visible
      onClose={onClose}
      fields={TIER_FIELDS}
      initialValues={old ? { ...old, passPoints: old.passPoints ?? undefined } : { level: nextLevel, description: '', benefits: '' }}
      onSubmit={(v) => {
        const passPoints = v.passPoints === undefined || v.passPoints === '' ? null : Number(v.passPoints);
        return saveTier({ ...(old ? { id: old.id } : {}), name: v.name, level: Number(v.level), passPoints, description: v.description ?? '', benefits: v.benefits ?? '', criteria: old ? criteriaInput(old) : [] });
      }}
    />
  );
}

interface CriterionValues {
  kind: Criterion['kind'];
  grouping: string;
  metric: Criterion['metric'];
  min?: number | string;
  bands?: string;
}

const BANDS = /^\s*(-?\d+(\.\d+)?\s*[:：]\s*\d+(\.\d+)?\s*([,，、；;]\s*|$))+$/;

/** 3:5, 5:10 → bands; the text the field shows for them. */
export const parseBands = (text: string) =>
  text
    .split(/[,，、；;]/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const [min, points] = p.split(/[:：]/).map(Number);
      return { min: min ?? 0, points: points ?? 0 };
    });
export const bandsText = (bands: readonly { min: number; points: number }[]) => bands.map((b) => `${String(b.min)}：${String(b.points)}`).join('，');

const CRITERION_FIELDS: FormField<CriterionValues>[] = [
  { name: 'kind', label: '条件类型', type: 'select', required: true, options: Object.entries(CRITERION_KINDS).map(([value, label]) => ({ value, label })) },
  { name: 'grouping', label: '分组', type: 'text', required: true, max: 20, placeholder: '例如：创新能力、成长性、专业化' },
  { name: 'metric', label: '指标', type: 'picker', required: true, options: Object.entries(CULTIVATION_METRICS).map(([value, m]) => ({ value, label: m.unit ? `${m.label}（${m.unit}）` : m.label })) },
  {
    name: 'bands',
    label: '评分档位',
    type: 'text',
    required: '请填写评分档位',
    pattern: { regex: BANDS, message: '格式为“达到值：得分”，多档用逗号分隔，例如 3：5，5：10' },
    help: '每档写作“达到值：得分”，多档用逗号分隔，取达到的最高一档',
    visible: { dependsOn: ['kind'], when: (v) => v.kind === 'POINTS' },
  },
  { name: 'min', label: '条件值', type: 'number', required: true, min: -L.valueMax, max: L.valueMax, help: '高新技术企业填 1', visible: { dependsOn: ['kind'], when: (v) => v.kind !== 'POINTS' } },
];

/** 新增 / 编辑 one criterion of a tier; saving sends the tier with it. */
export function CriterionPopup({ tier, index, onClose }: { tier: CultivationTier; index: number | 'new'; onClose: () => void }) {
  const old = index === 'new' ? undefined : tier.criteria[index];
  return (
    <FormPopup<CriterionValues>
      title={`${tier.name}：${old ? '编辑条件' : '新增条件'}`}
      visible
      onClose={onClose}
      fields={CRITERION_FIELDS}
      initialValues={old ? { kind: old.kind, grouping: old.grouping, metric: old.metric, min: old.min ?? undefined, bands: bandsText(old.bands) } : { kind: 'POINTS', grouping: '创新能力' }}
      onSubmit={(v) => {
        const one: CriterionInput = {
          kind: v.kind,
          grouping: v.grouping,
          metric: v.metric,
          bands: v.kind === 'POINTS' ? parseBands(v.bands ?? '') : [],
          min: v.kind === 'POINTS' || v.min === undefined || v.min === '' ? null : Number(v.min),
        };
        const all = criteriaInput(tier);
        return saveWith(tier, index === 'new' ? [...all, one] : all.map((c, i) => (i === index ? one : c)));
      }}
    />
  );
}
