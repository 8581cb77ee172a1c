import { ListPage, type CardSpec } from '@/ui/list-page';
import { publicShowcases, type PublicShowcase } from '../api';
import { orgPath } from '../paths';

const CARD: CardSpec<PublicShowcase> = {
  title: 'title',
  subtitle: 'industry',
  tags: (s) => s.honours.slice(0, 3),
  meta: [
    { label: '所在区县', value: 'area', hidden: (s) => !s.area },
    { label: '简介', value: (s) => (s.intro.length > 60 ? `${s.intro.slice(0, 60)}…` : s.intro) },
  ],
};

/** /cx/fc: the park's organisations in their own words (企业风采), each opening its page. */
export default function CxShowcasesPage() {
  return (
    <ListPage<PublicShowcase, { search?: string }>
      title="企业风采"
      backTo="/cx/index"
      list={publicShowcases}
      search={{ field: 'search', placeholder: '搜索企业名称或简介' }}
      card={CARD}
      itemPath={(s) => orgPath(s.orgId)}
      emptyText="暂无企业风采"
    />
  );
}
