import { Button, List, Popup } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { Loaded } from '@/ui/loaded';
import { chainNode, NODE_LEVELS, STRENGTHS, TARGET_STATES, type IndustryNode } from '../api';
import { nodeListPath, nodePath } from '../paths';
import styles from './industry.module.css';

/** What a node holds: its local enterprises, targets and the park's enterprises that could grow into it. */
export function NodeLists({ chainId, nodeId }: { chainId: number; nodeId: number }) {
  const navigate = useNavigate();
  const state = chainNode.useQuery(nodeId);
  return (
    <Loaded state={state} notFoundText="节点不存在">
      {({ node, path, orgs, targets, candidates }) => (
        <>
          <p className={styles.path}>
            {path.join(' › ')} · {NODE_LEVELS[node.level]} · <span className={styles[node.strength.toLowerCase() as 'strong']}>{STRENGTHS[node.strength]}</span>
          </p>
          <List header={`本地企业（${String(orgs.length)}家）`} aria-label="本地企业">
            {orgs.length === 0 ? <List.Item>园区暂无企业在该环节</List.Item> : null}
            {orgs.map((o) => (
              <List.Item key={o.orgId} description={[o.product, o.industry].filter(Boolean).join(' · ')}>
                {o.name}
              </List.Item>
            ))}
          </List>
          <List header={`招商目标（${String(targets.length)}个）`} aria-label="招商目标">
            {targets.length === 0 ? <List.Item>暂无招商目标</List.Item> : null}
            {targets.map((t) => (
              <List.Item key={t.id} description={`${t.region} · ${t.scale} · ${t.reason}`} extra={TARGET_STATES[t.state]}>
                {t.name}
              </List.Item>
            ))}
          </List>
          {node.strength !== 'STRONG' ? (
            <List header="可向该环节延伸的本园区企业" aria-label="可延伸企业">
              {candidates.length === 0 ? <List.Item>相邻环节暂无本园区企业</List.Item> : null}
              {candidates.map((c) => (
                <List.Item key={c.orgId} description={`现在：${c.from}`}>
                  {c.name}
                </List.Item>
              ))}
            </List>
          ) : null}
          <div className={styles.actions}>
            <Button size="small" color="primary" fill="outline" onClick={() => void navigate(nodePath(chainId, node.id))}>
              节点分析
            </Button>
            <Button size="small" color="primary" fill="outline" onClick={() => void navigate(nodeListPath(chainId, node.id))}>
              企业名单
            </Button>
          </div>
        </>
      )}
    </Loaded>
  );
}

/** A node opened from the drawing, in a bottom sheet. */
export function NodePopup({ chainId, node, onClose }: { chainId: number; node: IndustryNode | null; onClose: () => void }) {
  return (
    <Popup visible={node !== null} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet} destroyOnClose>
      {node ? (
        <>
          <h2 className={styles.sheetTitle}>{node.name}</h2>
          <NodeLists chainId={chainId} nodeId={node.id} />
        </>
      ) : null}
    </Popup>
  );
}
