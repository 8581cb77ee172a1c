import { hasPermission, isOperator } from '@common/roles';
import { useSession } from '@/core/use-session';
import { ListPage } from '@/ui/list-page/index';
import { cultivationLibrary, cultivationTiers, libraryOptions, type LibraryQuery } from '../api';
import { CULTIVATION_ALL, evaluationPath } from '../paths';
import { LIBRARY_CARD, libraryFilters, type LibraryItem } from '../parts/library-card';

/**
 * /cultivation/library: the park's enterprises on the ladder — reached tier, next tier and the gap,
 * nearest first. The figures behind a gap are shown to the enterprise itself and the park's
 * operators only; everyone else reads 还差 N 分.
 */
export default function CultivationLibraryPage() {
  const user = useSession();
  const manager = isOperator(user) && hasPermission(user, 'cultivation.manage');
  const tiers = cultivationTiers.useQuery({}).data?.list ?? [];
  const options = libraryOptions.useQuery({}).data;
  return (
    <ListPage<LibraryItem, LibraryQuery>
      title="培育库"
      backTo={CULTIVATION_ALL}
      list={cultivationLibrary}
      search={{ field: 'search', placeholder: '搜索企业名称' }}
      filters={libraryFilters(tiers, options?.industries ?? [], options?.counties ?? [])}
      card={LIBRARY_CARD}
      itemKey={(r) => r.orgId}
      itemPath={(r) => (manager ? evaluationPath(r.orgId) : r.orgId === user?.orgId ? evaluationPath() : '')}
      emptyText="没有符合条件的企业"
    />
  );
}
