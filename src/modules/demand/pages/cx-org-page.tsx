import { Card, Space, Tag } from 'antd-mobile';
import { useParams } from 'react-router-dom';
import { ITEM_KIND_KEYS } from '@common/demand/model';
import { ListPage } from '@/ui/list-page';
import { Loaded } from '@/ui/loaded';
import { orgShowcase, type PublicItem, type PublicQuery } from '../api';
import { kindOptions } from '../cx/screens';
import { PUBLIC_LIST } from '../parts/public-list';
import styles from '../parts/cx.module.css';
import { SHOWCASE_WALL } from '../paths';

function Showcase({ orgId }: { orgId: number }) {
  return (
    <Loaded state={orgShowcase.useQuery(orgId)} notFoundText="单位不存在" backTo={SHOWCASE_WALL}>
      {({ orgName, showcase }) => (
        <Card title={showcase?.title ?? orgName}>
          {showcase ? (
            <>
              <p className={styles.summary}>{showcase.intro}</p>
              <Space wrap>
                {showcase.honours.map((h) => (
                  <Tag key={h} color="success" fill="outline">
                    {h}
                  </Tag>
                ))}
              </Space>
            </>
          ) : (
            <p className={styles.contacts}>该单位尚未发布企业风采。</p>
          )}
        </Card>
      )}
    </Loaded>
  );
}

/** /cx/detail/{orgid}: an organisation's showcase and its published items, by kind. */
export default function CxOrgPage() {
  const orgId = Number(useParams().orgid);
  return (
    <ListPage<PublicItem, PublicQuery>
      key={orgId}
      title="企业详情"
      backTo={SHOWCASE_WALL}
      {...PUBLIC_LIST}
      fixed={{ orgId: String(orgId) }}
      tabs={{ field: 'kind', options: [{ label: '全部', value: '' }, ...kindOptions(ITEM_KIND_KEYS)] }}
      header={<Showcase orgId={orgId} />}
      emptyText="该单位暂无已发布的信息"
    />
  );
}
