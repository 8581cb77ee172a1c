import { Link, useParams } from 'react-router-dom';
import { DetailPage } from '@/ui/detail-page';
import { publicItem, type PublicItem } from '../api';
import { listOfKind } from '../cx/screens';
import { PUBLIC_SECTIONS } from '../parts/item-sections';
import { orgPath } from '../paths';

/**
 * A published item (/cx/demandDetail/{demandId}, /cx/productDetail/{type}/{id}): what anyone may
 * read, never the contacts (those reach the two parties of an accepted docking).
 */
export default function CxItemPage() {
  const { demandId, id } = useParams();
  return (
    <DetailPage<PublicItem>
      title={demandId ? '需求详情' : '信息详情'}
      backTo={demandId ? '/cx/demand' : '/cx/index'}
      item={publicItem}
      id={demandId ?? id}
      heading={{
        title: 'title',
        subtitle: (i) => (
          <>
            {listOfKind(i.kind).title} · <Link to={orgPath(i.orgId)}>{i.orgName}</Link>
          </>
        ),
      }}
      sections={PUBLIC_SECTIONS}
      notFoundText="信息不存在或已下线"
    />
  );
}
