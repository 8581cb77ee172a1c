import { useLocation } from 'react-router-dom';
import { INDUSTRIES } from '@common/demand/model';
import { ListPage, type FilterSpec } from '@/ui/list-page';
import { type PublicItem, type PublicQuery } from '../api';
import { categoryOptions, kindOptions, publicScreenAt } from '../cx/screens';
import { PublishersBlock } from '../parts/publishers-block';
import { PUBLIC_LIST } from '../parts/public-list';

const INDUSTRY_FILTER: FilterSpec<PublicQuery> = {
  field: 'industry',
  label: '行业',
  options: INDUSTRIES.map((i) => ({ label: i, value: i })),
};

/**
 * A public list of published items (/cx/demand, /cx/product, /cx/serve, /cx/talent, /cx/alliance):
 * search, industry (and category where the list has one kind), the kinds as tabs where it has
 * several; the technology alliance shows the organisations behind its technologies above.
 */
export default function CxListPage() {
  const { pathname } = useLocation();
  const screen = publicScreenAt(pathname);
  const [first] = screen.kinds;
  const single = screen.kinds.length === 1 && first;
  return (
    <ListPage<PublicItem, PublicQuery>
      key={screen.path}
      title={screen.title}
      backTo="/cx/index"
      {...PUBLIC_LIST}
      search={{ field: 'search', placeholder: screen.placeholder }}
      {...(single
        ? { fixed: { kind: first } }
        : { tabs: { field: 'kind', options: kindOptions(screen.kinds), defaultValue: first } })}
      filters={[
        ...(single ? [{ field: 'category' as const, label: '类别', options: categoryOptions(single) }] : []),
        INDUSTRY_FILTER,
      ]}
      header={single === 'TECH' ? <PublishersBlock kind="TECH" title="成果单位" /> : undefined}
      emptyText={screen.emptyText}
    />
  );
}
