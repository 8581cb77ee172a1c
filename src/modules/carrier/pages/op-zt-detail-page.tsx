import { Button } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router-dom';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { confirmDelete } from '@/ui/record-actions';
import { carrierDetail, removeCarrier } from '../api';
import { CarrierForm, valuesOf } from '../parts/carrier-form';
import styles from '../parts/carrier.module.css';
import { ResidentsPanel } from '../parts/residents-panel';
import { ResourcesPanel } from '../parts/resources-panel';
import { ZT_MANAGE } from '../paths';

/** /op/dc/ztDetail/:id: a carrier's profile, spaces and residents (`new`: the profile of a new one). */
export default function OpZtDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const state = carrierDetail.useItem(id === 'new' ? null : id);
  if (id === 'new')
    return (
      <PageFrame title="新增载体" backTo={ZT_MANAGE}>
        <CarrierForm initialValues={{}} />
      </PageFrame>
    );
  return (
    <PageFrame title="载体详情" backTo={ZT_MANAGE}>
      <Loaded state={state} notFoundText="载体不存在或已删除" backTo={ZT_MANAGE}>
        {(c) => (
          <div className={styles.stack}>
            <ResourcesPanel carrierId={c.id} />
            <ResidentsPanel carrierId={c.id} residents={c.residentList} refresh={state.mutate} />
            <CarrierForm key={c.id} id={c.id} initialValues={valuesOf(c)} />
            <Button
              color="danger"
              fill="outline"
              onClick={() =>
                confirmDelete({ title: '删除载体', what: '载体', name: c.name, note: '其房源、入驻企业与预约记录将一并删除，', remove: () => removeCarrier({ id: c.id }).then(() => navigate(ZT_MANAGE)) })
              }
            >
              删除载体
            </Button>
          </div>
        )}
      </Loaded>
    </PageFrame>
  );
}
