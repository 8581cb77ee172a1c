import { useLocation } from 'react-router-dom';
import { DIRECTORY_KINDS } from '@common/carrier/directory/rules';
import type { DirectoryDetail } from '@common/carrier/directory/contract';
import { DetailPage } from '@/ui/detail-page';
import { directory } from '../api';
import { directorySections } from '../parts/directory-spec';
import { DIRECTORY_PATHS, kindOfPath } from '../paths';

/** /sc/innovation/:id and /sc/investor/:id: one platform or investor of the park. */
export default function DirectoryDetailPage() {
  const kind = kindOfPath(useLocation().pathname);
  const noun = DIRECTORY_KINDS[kind].noun;
  return (
    <DetailPage<DirectoryDetail>
      key={kind}
      title={`${noun}详情`}
      backTo={DIRECTORY_PATHS[kind].list}
      item={directory[kind].detail}
      heading={{ title: 'name', subtitle: (d) => [d.type, d.level].filter(Boolean).join(' · ') }}
      sections={directorySections(kind)}
      notFoundText={`${noun}不存在或已删除`}
    />
  );
}
