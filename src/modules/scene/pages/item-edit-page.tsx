import { useSearchParams } from 'react-router-dom';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { Empty } from '@/ui/states';
import { item, itemOrgs, itemReview, roundOptions, saveItem, type ItemRow } from '../api';
import { EditScreen } from '../parts/edit-screen';
import { itemBody, itemFields, itemValues, type ItemValues } from '../parts/forms';
import { OP_ITEMS, OP_ROUNDS } from '../paths';

/** /op/cj/sceneCollectManage/item: an item read, reviewed and corrected (?id=), or recorded in a round (?roundId=). */
export default function ItemEditPage() {
  const [search] = useSearchParams();
  const roundId = Number(search.get('roundId')) || undefined;
  const rounds = roundOptions.useQuery({});
  const orgs = itemOrgs.useQuery({});
  if (!search.get('id') && !roundId)
    return (
      <PageFrame title="代企业录入征集内容" backTo={OP_ROUNDS}>
        <Empty title="请先选择征集" description="在场景征集列表中点“录入”，为征集中的一轮代企业录入" />
      </PageFrame>
    );
  return (
    <Loaded state={rounds}>
      {(roundList) => (
        <Loaded state={orgs}>
          {(orgList) => (
            <EditScreen<ItemRow, ItemValues>
              titles={{ edit: '征集内容审核与修改', create: '代企业录入征集内容' }}
              backTo={OP_ITEMS}
              notFound="征集内容不存在或已被删除"
              item={item}
              review={itemReview}
              fields={(record) => itemFields(roundList, orgList, record, roundId)}
              valuesOf={itemValues}
              startValues={roundId ? { roundId: String(roundId) } : {}}
              save={(values, id) => saveItem(itemBody(values, id))}
            />
          )}
        </Loaded>
      )}
    </Loaded>
  );
}
