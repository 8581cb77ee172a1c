import { ImageGallery } from '@/ui/image-gallery';
import { DetailPage, type DetailHeading, type DetailSection } from '@/ui/detail-page';
import { resourceDetail, type ResourceDetail } from '../api';
import { rentText, sizeText } from '../parts/cards';
import { VisitButton } from '../parts/visit-button';
import { RESOURCE_LIST, resourcePath } from '../paths';

const HEADING: DetailHeading<ResourceDetail> = { title: (r) => `${r.carrierName} · ${r.name}`, subtitle: (r) => `${r.type} · ${r.statusLabel}` };

const SECTIONS: DetailSection<ResourceDetail>[] = [
  {
    title: '房源信息',
    fields: [
      { label: '状态', value: 'statusLabel' },
      { label: '面积', value: (r) => sizeText(r.size) },
      { label: '月租金', value: (r) => rentText(r.price) },
      { label: '单价', value: (r) => `${(r.price / r.size).toFixed(1)}元/㎡/月` },
      { label: '楼层', value: 'floor' },
      { label: '可入驻日期', value: 'availableFrom', format: 'date' },
      { label: '承租企业', value: 'tenantName', hidden: (r) => r.status !== 'RENTED' },
      { label: '房源介绍', value: 'intro' },
    ],
  },
  {
    title: '所在载体',
    fields: [
      { label: '载体', value: 'carrierName' },
      { label: '地址', value: 'carrierAddress' },
      { label: '招商联系人', value: 'contact' },
      { label: '招商电话', value: 'phone' },
    ],
  },
];

/** /sc/zt/resourceDetail/:id: one space to let, and 预约看房 for it. */
export default function ResourceDetailPage() {
  return (
    <DetailPage<ResourceDetail>
      title="房源详情"
      backTo={RESOURCE_LIST}
      item={resourceDetail}
      heading={HEADING}
      sections={SECTIONS}
      notFoundText="房源不存在或已删除"
      footer={(r) => (r.status === 'FREE' ? <VisitButton carrierId={r.carrierId} resourceId={r.id} back={resourcePath(r.id)} /> : null)}
    >
      {(r) => <ImageGallery images={r.photos} title="房源照片" />}
    </DetailPage>
  );
}
