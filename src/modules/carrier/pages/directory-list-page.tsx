import { useLocation } from 'react-router-dom';
import { DIRECTORY_KINDS } from '@common/carrier/directory/rules';
import type { DirectoryItem } from '@common/carrier/directory/contract';
import { ListPage } from '@/ui/list-page';
import { directory, type DirectoryQuery } from '../api';
import { directoryCard, directoryFilters } from '../parts/directory-spec';
import { directoryPath, kindOfPath, ZT_HOME } from '../paths';

/** /sc/innovation and /sc/investor: the park's innovation platforms or investment institutions. */
export default function DirectoryListPage() {
  const kind = kindOfPath(useLocation().pathname);
  const noun = DIRECTORY_KINDS[kind].noun;
  return (
    <ListPage<DirectoryItem, DirectoryQuery>
      key={kind}
      title={noun}
      backTo={ZT_HOME}
      list={directory[kind].list}
      search={{ field: 'search', placeholder: `搜索${noun}名称、${DIRECTORY_KINDS[kind].hostLabel}或地址` }}
      filters={directoryFilters(kind)}
      card={directoryCard(kind)}
      itemPath={(d) => directoryPath(kind, d.id)}
      emptyText={`暂无符合条件的${noun}`}
    />
  );
}
