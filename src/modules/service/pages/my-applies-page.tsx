import { Link, useSearchParams } from 'react-router-dom';
import { useSession } from '@/core/use-session';
import { ListPage } from '@/ui/list-page';
import { myApplies, products, type ApplyRow, type MineQuery, type ProductQuery, type PublicProduct } from '../api';
import { ApplyScreen } from '../parts/apply-screen';
import { applyCard, CATEGORY_OPTIONS, PRODUCT_CARD } from '../parts/cards';
import { caseTabs } from '../parts/case-tag';
import { onlyFor } from '../parts/only-for';
import { BROWSE_PRODUCTS, MY_APPLIES, myApplyPath, orgPortraitPath, portraitPath } from '../paths';

const CARD = applyCard('enterprise');
const BROWSE_CARD = { ...PRODUCT_CARD, extra: (p: PublicProduct) => <Link to={portraitPath(p.orgId)}>查看机构</Link> };

/** The park's published services to choose from (`?browse=1`): each opens its organisation's portrait, where one applies. */
function BrowseProducts() {
  return (
    <ListPage<PublicProduct, ProductQuery>
      title="园区服务产品"
      backTo={MY_APPLIES}
      list={products}
      filters={[{ field: 'category', label: '服务类别', options: CATEGORY_OPTIONS, display: 'chips' }]}
      search={{ field: 'search', placeholder: '搜索服务或机构名称' }}
      card={BROWSE_CARD}
      itemPath={(p) => portraitPath(p.orgId)}
      emptyText="暂无服务产品"
    />
  );
}

/**
 * /user/productApply: the enterprise's applications for services and where each stands; `?id=`
 * opens one (its trail, the result, the rating), `?browse=1` the services to apply for.
 */
function MyApplies() {
  const [params] = useSearchParams();
  const orgId = useSession()?.orgId;
  const id = params.get('id');
  if (params.get('browse')) return <BrowseProducts />;
  if (id) return <ApplyScreen id={id} title="服务申请进度" backTo={MY_APPLIES} />;
  return (
    <ListPage<ApplyRow, MineQuery>
      title="我的服务申请"
      backTo="/user/index"
      list={myApplies}
      tabs={{ field: 'status', options: caseTabs('APPLY') }}
      card={CARD}
      itemPath={(a) => myApplyPath(a.id)}
      createPath={BROWSE_PRODUCTS}
      createLabel="申请服务"
      header={orgId ? <Link to={orgPortraitPath(orgId)}>查看本企业服务画像</Link> : null}
      emptyText="暂无服务申请"
    />
  );
}

export default onlyFor('enterprise', '我的服务申请', MyApplies);
