import { Card, Space, Tag } from 'antd-mobile';
import { Link } from 'react-router-dom';
import type { ItemKind } from '@common/demand/model';
import { Loaded } from '@/ui/loaded';
import { publishers } from '../api';
import { orgPath } from '../paths';

/** The organisations publishing a kind (the technology alliance's members), each linking to its page. */
export function PublishersBlock({ kind, title }: { kind: ItemKind; title: string }) {
  return (
    <Card title={title}>
      <Loaded state={publishers.useQuery(kind)}>
        {(orgs) =>
          orgs.length === 0 ? (
            <p>暂无</p>
          ) : (
            <Space wrap>
              {orgs.map((o) => (
                <Link key={o.orgId} to={orgPath(o.orgId)}>
                  <Tag color="primary" fill="outline">
                    {o.orgName}（{o.count}）
                  </Tag>
                </Link>
              ))}
            </Space>
          )
        }
      </Loaded>
    </Card>
  );
}
