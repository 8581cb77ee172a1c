import { useLocation, useSearchParams } from 'react-router-dom';
import { ITEM_VIEWS } from '@common/demand/model';
import { MyItems } from '@/ui/publish';
import { myItems, ownerReviews, type ManagedItem, type ManageQuery } from '../api';
import { ItemForm } from '../parts/item-form';
import { MY_CARD } from '../parts/cards';
import { editIn, myAuditPath } from '../paths';
import { screensAt } from '../views';

/**
 * The organisation's own items of one view (/user/orgDemandManage, orgProductManage…): status tabs,
 * the review reason, edit (back to review), take offline, delete, history. `?edit=id|new` opens the
 * form in place (the spec has no separate edit route).
 */
export default function MyItemsPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const screens = screensAt(pathname);
  const edit = params.get('edit');
  if (edit) {
    const id = edit === 'new' ? undefined : Number(edit);
    return (
      <ItemForm
        key={edit}
        view={screens.view}
        id={id}
        done={screens.mine}
        title={id ? `修改${ITEM_VIEWS[screens.view].label}` : `发布${ITEM_VIEWS[screens.view].label}`}
      />
    );
  }
  return (
    <MyItems<ManagedItem, ManageQuery>
      key={screens.view}
      title={screens.mineTitle}
      backTo="/user/index"
      review={ownerReviews[screens.view]}
      list={myItems[screens.view]}
      search={{ field: 'search', placeholder: '搜索标题或关键词' }}
      card={MY_CARD}
      itemPath={(i) => myAuditPath('item', i.id)}
      editPath={(id) => editIn(screens.mine, id)}
      createPath={editIn(screens.mine, 'new')}
      createLabel="发布"
      emptyText="还没有发布信息"
    />
  );
}
