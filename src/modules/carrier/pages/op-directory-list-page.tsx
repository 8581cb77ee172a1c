import { useLocation } from 'react-router-dom';
import { DIRECTORY_KINDS } from '@common/carrier/directory/rules';
import type { ManagedDirectoryItem } from '@common/carrier/directory/contract';
import { ListPage, type CardSpec } from '@/ui/list-page';
import { directory, type DirectoryQuery } from '../api';
import { directoryCard, directoryFilters } from '../parts/directory-spec';
import { DIRECTORY_PATHS, directoryManagePath, kindOfPath } from '../paths';

/** /op/dc/innovation and /op/dc/investor: the directory of one kind, its entries opened for editing, exported as .xlsx. */
export default function OpDirectoryListPage() {
  const kind = kindOfPath(useLocation().pathname);
  const k = DIRECTORY_KINDS[kind];
  const base = directoryCard<ManagedDirectoryItem>(kind);
  const card: CardSpec<ManagedDirectoryItem> = {
    ...base,
    meta: [...(base.meta ?? []), { label: '最后修改', value: 'updatedAt', format: 'datetime' }],
    table: { titleLabel: '名称', subtitleLabel: k.typeLabel },
  };
  return (
    <ListPage<ManagedDirectoryItem, DirectoryQuery>
      key={kind}
      title={`${k.noun}管理`}
      backTo="/op/index"
      list={directory[kind].manageList}
      search={{ field: 'search', placeholder: `搜索名称、${k.hostLabel}或地址` }}
      filters={directoryFilters(kind)}
      card={card}
      itemPath={(d) => directoryManagePath(kind, d.id)}
      createPath={DIRECTORY_PATHS[kind].add}
      createLabel={`新增${k.noun}`}
      exportTo={(q) => directory[kind].export(q)}
      emptyText={`暂无${k.noun}`}
    />
  );
}
