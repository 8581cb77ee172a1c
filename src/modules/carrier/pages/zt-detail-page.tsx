import { Card } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { DetailPage, type DetailHeading, type DetailSection } from '@/ui/detail-page';
import { formatDate } from '@/ui/format';
import { ImageGallery } from '@/ui/image-gallery';
import { Empty } from '@/ui/states';
import { carrierDetail, type CarrierDetail } from '../api';
import { rentText, sizeText, statusTag } from '../parts/cards';
import styles from '../parts/carrier.module.css';
import { VisitButton } from '../parts/visit-button';
import { resourcePath, ZT_LIST, ztPath } from '../paths';

const HEADING: DetailHeading<CarrierDetail> = { title: 'name', subtitle: (c) => `${c.type} · ${c.level} · ${c.parkName}` };

const SECTIONS: DetailSection<CarrierDetail>[] = [
  {
    title: '载体概况',
    fields: [
      { label: '地址', value: 'address' },
      { label: '总面积', value: (c) => sizeText(c.areaM2) },
      { label: '房源', value: (c) => `空置 ${String(c.free)} 处，共 ${String(c.resources)} 处` },
      { label: '出租率', value: (c) => `${String(c.occupancy)}%` },
      { label: '运营单位', value: 'operatorName' },
      { label: '招商联系人', value: 'contact' },
      { label: '招商电话', value: 'phone' },
      { label: '配套服务', value: (c) => c.services.join('、') },
    ],
  },
  { title: '载体简介', fields: [{ label: '简介', value: 'intro' }] },
];

/** /sc/zt/detail/:id: a carrier, its spaces and resident enterprises, and 预约看房. */
export default function ZtDetailPage() {
  return (
    <DetailPage<CarrierDetail>
      title="载体详情"
      backTo={ZT_LIST}
      item={carrierDetail}
      heading={HEADING}
      sections={SECTIONS}
      notFoundText="载体不存在或已删除"
      footer={(c) => <VisitButton carrierId={c.id} back={ztPath(c.id)} />}
    >
      {(c) => (
        <>
          <ImageGallery images={c.photos} title="载体照片" />
          <Card title={`房源（${String(c.resourceList.length)}）`}>
            {c.resourceList.length ? (
              <ul className={styles.rows} aria-label="房源">
                {c.resourceList.map((r) => (
                  <li key={r.id}>
                    <Link to={resourcePath(r.id)}>
                      {r.name} · {r.type} · {sizeText(r.size)} · {rentText(r.price)}
                    </Link>
                    {statusTag(r)}
                  </li>
                ))}
              </ul>
            ) : (
              <Empty title="暂无房源" />
            )}
          </Card>
          <Card title={`入驻企业（${String(c.residentList.length)}）`}>
            {c.residentList.length ? (
              <ul className={styles.rows} aria-label="入驻企业">
                {c.residentList.map((r) => (
                  <li key={r.id}>
                    <span>{r.name}</span>
                    <span className={styles.note}>{[r.industry, r.room, `${formatDate(r.since)}入驻`].filter(Boolean).join(' · ')}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <Empty title="暂无入驻企业" />
            )}
          </Card>
        </>
      )}
    </DetailPage>
  );
}
