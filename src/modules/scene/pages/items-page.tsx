import { useSearchParams } from 'react-router-dom';
import { itemExport, itemExportSelected, itemReview, items, roundOptions, type ItemQuery, type ItemRow } from '../api';
import { FIELD_OPTIONS, ITEM_CARD, KIND_OPTIONS } from '../parts/cards';
import { SceneQueue } from '../parts/queue';
import { itemEditPath, newItemIn, OP_ROUNDS } from '../paths';

/** /op/cj/sceneCollectManage/items: what the rounds received, reviewed one by one or in batches. */
export default function ItemsPage() {
  const [search] = useSearchParams();
  const roundId = Number(search.get('roundId')) || undefined;
  const rounds = roundOptions.useQuery({}).data ?? [];
  const open = rounds.find((r) => r.id === roundId && r.status === 'OPEN');
  const roundFilter = { field: 'roundId' as const, label: '征集', options: rounds.map((r) => ({ label: r.name, value: String(r.id) })) };
  return (
    <SceneQueue<ItemRow, ItemQuery>
      spec={{
        title: '征集内容审核',
        backTo: OP_ROUNDS,
        review: itemReview,
        list: items,
        card: ITEM_CARD,
        filters: [roundFilter, { field: 'kind', label: '类别', options: KIND_OPTIONS }, { field: 'field', label: '应用领域', options: FIELD_OPTIONS }],
        searching: '搜索场景名称或企业名称',
        edit: itemEditPath,
        ...(open ? { create: { path: newItemIn(open.id), label: '代企业录入' } } : {}),
        exports: { all: itemExport, selected: itemExportSelected },
        empty: '暂无征集内容',
      }}
    />
  );
}
