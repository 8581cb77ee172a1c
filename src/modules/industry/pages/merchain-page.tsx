import { List } from 'antd-mobile';
import { STRENGTHS, STREAMS } from '../api';
import { merchainPath } from '../paths';
import { DrawingScreen } from '../parts/drawing-screen';

/** /op/im/merchain/{id}: the chain for investment attraction — its missing and weak links, with their targets. */
export default function MerchainPage() {
  return (
    <DrawingScreen
      title="补链招商"
      view={merchainPath}
      look="gaps"
      intro={({ chain }) => `本链缺链 ${String(chain.missing)} 个、弱链 ${String(chain.weak)} 个环节。点环节查看招商目标和可向其延伸的本园区企业。`}
      below={({ nodes }, open) => {
        const gaps = nodes.filter((n) => n.level === 'LINK' && n.strength !== 'STRONG').sort((a, b) => a.local - b.local || b.targets - a.targets);
        return (
          <List mode="card" header={`待补环节（${String(gaps.length)}个）`} aria-label="待补环节">
            {gaps.length === 0 ? <List.Item>本链各环节均已强链</List.Item> : null}
            {gaps.map((n) => (
              <List.Item key={n.id} onClick={() => open(n)} description={`${STREAMS[n.stream]} · 本地企业 ${String(n.local)} 家 · 招商目标 ${String(n.targets)} 个`} extra={STRENGTHS[n.strength]}>
                {n.name}
              </List.Item>
            ))}
          </List>
        );
      }}
    />
  );
}
