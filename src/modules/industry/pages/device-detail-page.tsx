import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { deviceDetail, DEVICE_STATUSES } from '../api';
import { deviceDetailPath, IM_ORG_DEVICE } from '../paths';
import { useIdParam } from '../parts/chain-frame';
import styles from '../parts/industry.module.css';

/** /op/im/org/deviceDetail/{id}: one device (group) of an enterprise, the enterprise, and its other devices. */
export default function DeviceDetailPage() {
  const navigate = useNavigate();
  const state = deviceDetail.useQuery(useIdParam());
  return (
    <PageFrame title="设备详情" backTo={IM_ORG_DEVICE}>
      <Loaded state={state} notFoundText="设备不存在" backTo={IM_ORG_DEVICE}>
        {({ device: d, siblings, org }) => (
          <>
            <List mode="card" header={d.name}>
              {[
                ['所属企业', d.orgName],
                ['设备类别', d.category],
                ['型号', d.model || '—'],
                ['制造商', d.maker || '—'],
                ['数量', `${String(d.quantity)} 台（套）`],
                ['原值', `${d.value.toLocaleString('zh-CN')} 万元`],
                ['购置年份', `${String(d.purchaseYear)}年`],
                ['使用状态', DEVICE_STATUSES[d.status]],
                ['工业互联网', d.networked ? '已联网' : '未联网'],
                ['说明', d.note || '—'],
              ].map(([label, value]) => (
                <List.Item key={label} extra={value}>
                  {label}
                </List.Item>
              ))}
            </List>
            {org ? <p className={styles.text}>{`${org.name}：${org.chains.join('、')}产业链 · ${org.nodes.join('、')} · 主营${org.products.join('、') || '—'}`}</p> : null}
            <List mode="card" header={`该企业的其他设备（${String(siblings.length)}）`} aria-label="该企业的其他设备">
              {siblings.length === 0 ? <List.Item>没有其他设备</List.Item> : null}
              {siblings.map((s) => (
                <List.Item key={s.id} description={`${s.category} · ${DEVICE_STATUSES[s.status]}`} onClick={() => void navigate(deviceDetailPath(s.id))}>
                  {s.name}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Loaded>
    </PageFrame>
  );
}
