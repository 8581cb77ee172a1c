import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { REDIRECT_COOKIE } from '@common/constants';
import { isOrganisation } from '@common/roles';
import { setCookie } from '@/core/cookies';
import { useSession } from '@/core/use-session';
import { DetailPage, type DetailSection } from '@/ui/detail-page';
import { product, rateRange, type ProductDetail } from '../api';
import styles from '../parts/finance.module.css';
import { applyPath, SUPERMARKET_LIST } from '../paths';

const SECTIONS: DetailSection<ProductDetail>[] = [
  {
    title: '产品要素',
    fields: [
      { label: '贷款类型', value: 'loanType' },
      { label: '额度', value: (p) => `${String(p.amountMin)}–${String(p.amountMax)} 万元` },
      { label: '年利率', value: (p) => rateRange(p.rateMin, p.rateMax) },
      { label: '期限', value: (p) => `${String(p.termMin)}–${String(p.termMax)} 个月` },
      { label: '担保方式', value: 'guarantee' },
      { label: '已申请', value: (p) => `${String(p.applications)} 笔` },
    ],
  },
  { title: '申请条件', fields: [{ label: '条件', value: 'eligibility' }] },
  { title: '所需材料', fields: [{ label: '材料', value: 'materials' }], hidden: (p) => !p.materials },
  { title: '产品介绍', fields: [{ label: '介绍', value: 'intro' }], hidden: (p) => !p.intro },
  {
    title: '金融机构',
    fields: [
      { label: '名称', value: 'institutionName' },
      { label: '类型', value: 'institutionKind' },
      { label: '简介', value: 'institutionIntro' },
    ],
  },
];

function ApplyBar({ id }: { id: number }) {
  const user = useSession();
  const navigate = useNavigate();
  const can = isOrganisation(user);
  return (
    <div className={styles.bar}>
      <Button block color="primary" disabled={!!user && !can} onClick={() => {
          if (!user) setCookie(REDIRECT_COOKIE, applyPath(id));
          void navigate(user ? applyPath(id) : '/login');
        }}>
        {!user ? '登录后申请' : can ? '立即申请' : '仅认证企业可以申请'}
      </Button>
    </div>
  );
}

/** /supermarket/detail/:id: one published product, and the way to apply for it. */
export default function ProductDetailPage() {
  return (
    <DetailPage<ProductDetail>
      title="产品详情"
      backTo={SUPERMARKET_LIST}
      item={product}
      heading={{ title: 'name', subtitle: 'institutionName' }}
      sections={SECTIONS}
      notFoundText="该产品不存在或已下架"
      footer={(p) => <ApplyBar id={p.id} />}
    />
  );
}
