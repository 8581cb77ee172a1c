import { oppExport, oppExportSelected, oppReview, opps, type OppQuery, type OppRow } from '../api';
import { FIELD_OPTIONS, OPP_CARD } from '../parts/cards';
import { SceneQueue, type QueueSpec } from '../parts/queue';
import { OP_OPP_EDIT, oppEditPath } from '../paths';

const SPEC: QueueSpec<OppRow, OppQuery> = {
  title: '场景机会管理',
  review: oppReview,
  list: opps,
  card: OPP_CARD,
  filters: [
    { field: 'industry', label: '应用领域', options: FIELD_OPTIONS },
    { field: 'expired', label: '截止', options: [{ label: '未过期', value: 'no' }, { label: '已过期', value: 'yes' }] },
  ],
  searching: '搜索场景名称或需求单位',
  edit: oppEditPath,
  create: { path: OP_OPP_EDIT, label: '录入场景机会' },
  exports: { all: oppExport, selected: oppExportSelected },
  empty: '暂无场景机会',
};

/** /op/cj/sceneOppManage: the park's scenario opportunities, reviewed and published (in batches too). */
export default function OppsPage() {
  return <SceneQueue spec={SPEC} />;
}
