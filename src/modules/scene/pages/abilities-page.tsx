import { abilities, abilityExport, abilityExportSelected, abilityReview, type AbilityQuery, type AbilityRow } from '../api';
import { ABILITY_CARD, FIELD_OPTIONS } from '../parts/cards';
import { SceneQueue, type QueueSpec } from '../parts/queue';
import { OP_ABILITY_EDIT, abilityEditPath } from '../paths';

const SPEC: QueueSpec<AbilityRow, AbilityQuery> = {
  title: '企业场景能力管理',
  review: abilityReview,
  list: abilities,
  card: ABILITY_CARD,
  filters: [{ field: 'field', label: '应用领域', options: FIELD_OPTIONS }],
  searching: '搜索能力名称或企业名称',
  edit: abilityEditPath,
  create: { path: OP_ABILITY_EDIT, label: '代企业登记' },
  exports: { all: abilityExport, selected: abilityExportSelected },
  empty: '暂无企业场景能力',
};

/** /op/cj/sceneAbilityManage: enterprises' scenario capabilities, public once reviewed. */
export default function AbilitiesPage() {
  return <SceneQueue spec={SPEC} />;
}
