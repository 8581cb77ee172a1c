import { Button, Card, Dialog, List } from 'antd-mobile';
import { useState } from 'react';
import { quoted } from '@common/quoted';
import { ChipTabs } from '@/ui/chip-tabs';
import { Loaded } from '@/ui/loaded';
import { RemoveButton } from '@/ui/remove-button';
import { chainNodeOrgs, STRENGTHS, untagOrg, type IndustryNode, type Strength } from '../api';
import { manageLocalPath } from '../paths';
import { ChainFrame } from '../parts/chain-frame';
import type { NodeWithOrgs } from '../parts/node-orgs-screen';
import { useChoice } from '../parts/pickers';
import { TagPopup } from '../parts/tag-popup';
import styles from '../parts/industry.module.css';

const FILTERS = [
  { key: '', title: '全部环节' },
  ...(['MISSING', 'WEAK', 'STRONG'] as const).map((s) => ({ key: s, title: `${STRENGTHS[s]}环节` })),
];

const confirmUntag = (node: NodeWithOrgs, orgId: number, name: string) =>
  void Dialog.confirm({
    title: '取消标注',
    content: `确定把${quoted(name)}从${quoted(node.name)}上移除吗？`,
    confirmText: '移除',
  }).then((ok) => (ok ? untagOrg({ nodeId: node.id, orgId }).catch(() => undefined) : undefined));

/** One link or product: its strength, its enterprises (移除 each) and 标注企业. */
function nodeItems({
  node,
  prefix,
  onTag,
}: {
  node: NodeWithOrgs;
  prefix?: string;
  onTag: (n: IndustryNode) => void;
}) {
  const tone = styles[node.strength.toLowerCase() as 'strong' | 'weak' | 'missing'];
  return [
    <List.Item
      key={node.id}
      prefix={prefix}
      description={
        <>
          {node.level === 'LINK' ? '环节' : '产品'} · 本地企业 {node.local} 家 ·{' '}
          <span className={tone}>{STRENGTHS[node.strength]}</span>
        </>
      }
      extra={
        <Button
          size="mini"
          color="primary"
          fill="outline"
          onClick={() => onTag(node)}
          aria-label={`标注企业到${node.name}`}
        >
          标注企业
        </Button>
      }
    >
      <strong>{node.name}</strong>
    </List.Item>,
    ...node.orgs.map((o) => (
      <List.Item
        key={`${String(node.id)}-${String(o.orgId)}`}
        prefix="·"
        description={o.product || undefined}
        extra={<RemoveButton name={o.name} onRemove={() => confirmUntag(node, o.orgId, o.name)} />}
      >
        {o.name}
      </List.Item>
    )),
  ];
}

/** The chain's segments (from its map: the enterprises' list has links and products only), each with its links (filtered by strength) and their products. */
type TagsProps = {
  chainId: number;
  segments: IndustryNode[];
  only: string;
  onTag: (n: IndustryNode) => void;
};

function ChainTags({ chainId, segments, only, onTag }: TagsProps) {
  return (
    <Loaded state={chainNodeOrgs.useQuery(chainId)}>
      {({ nodes }) => {
        const under = (id: number) => nodes.filter((n) => n.parentId === id);
        const shown = (link: NodeWithOrgs) => !only || link.strength === (only as Strength);
        return segments.map((segment) => {
          const links = under(segment.id).filter(shown);
          return (
            <Card
              key={segment.id}
              className={styles.card}
              title={`${segment.name}（本地企业 ${String(segment.local)} 家）`}
            >
              <List aria-label={`${segment.name}的环节`}>
                {links.length === 0 ? <List.Item>没有符合条件的环节</List.Item> : null}
                {links.flatMap((link) => [
                  ...nodeItems({ node: link, onTag }),
                  ...under(link.id).flatMap((p) => nodeItems({ node: p, prefix: '└', onTag })),
                ])}
              </List>
            </Card>
          );
        });
      }}
    </Loaded>
  );
}

/**
 * /op/indusManage/local/{type}: tag the park's enterprises to the chain's links and products, and
 * take them off — the chain's 本地企业 that every /op/im view and its 强/弱/缺 are read from.
 */
export default function ManageLocalPage() {
  const [tagging, setTagging] = useState<IndustryNode | null>(null);
  const [only, setOnly] = useChoice('strength', '');
  return (
    <ChainFrame title="本地企业维护" view={manageLocalPath} param="type">
      {(map, chainId) => (
        <>
          <div className={styles.rows}>
            <ChipTabs label="环节强弱" tabs={FILTERS} activeKey={only} onChange={setOnly} />
          </div>
          <ChainTags
            chainId={chainId}
            segments={map.nodes.filter((n) => n.level === 'SEGMENT')}
            only={only}
            onTag={setTagging}
          />
          {tagging ? <TagPopup node={tagging} onClose={() => setTagging(null)} /> : null}
        </>
      )}
    </ChainFrame>
  );
}
