import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { isOrganisation } from '@common/roles';
import { useSession } from '@/core/use-session';
import { ListPage, type CardSpec } from '@/ui/list-page';
import { institutions, LOAN_TYPES, products, type ProductQuery, type PublicProduct } from '../api';
import { productTerms } from '../parts/product-terms';
import styles from '../parts/finance.module.css';
import { CREDIT, NEED_EDIT, productDetailPath } from '../paths';

/** An enterprise's ways in beside the catalogue: what it qualifies for, and posting a need. */
function EnterpriseBar() {
  const user = useSession();
  const navigate = useNavigate();
  if (!isOrganisation(user)) return null;
  return (
    <div className={styles.actions}>
      <Button size="small" color="primary" onClick={() => void navigate(CREDIT)}>
        信用画像 · 积分贷
      </Button>
      <Button size="small" onClick={() => void navigate(NEED_EDIT)}>
        发布融资需求
      </Button>
    </div>
  );
}

const CARD: CardSpec<PublicProduct> = {
  title: 'name',
  subtitle: 'institutionName',
  tags: (p) => [p.loanType, p.guarantee],
  meta: [
    ...productTerms<PublicProduct>(),
  ],
};

const AMOUNTS = [50, 100, 300, 500, 1000].map((n) => ({ label: `${String(n)} 万元`, value: String(n) }));

/** /supermarket/list: the park's published financial products, filtered by type, institution and the amount needed. */
export default function ProductListPage() {
  const { data: banks } = institutions.useQuery({});
  return (
    <ListPage<PublicProduct, ProductQuery>
      title="金融超市"
      backTo="/index"
      list={products}
      tabs={{ field: 'loanType', options: [{ label: '全部', value: '' }, ...LOAN_TYPES.map((t) => ({ label: t, value: t }))] }}
      filters={[
        { field: 'institutionId', label: '金融机构', options: (banks ?? []).map((b) => ({ label: b.name, value: String(b.id) })) },
        { field: 'amount', label: '需要金额', options: AMOUNTS, allLabel: '不限' },
      ]}
      search={{ field: 'search', placeholder: '搜索产品或机构' }}
      header={<EnterpriseBar />}
      card={CARD}
      itemPath={(p) => productDetailPath(p.id)}
      emptyText="暂无符合条件的金融产品"
    />
  );
}
