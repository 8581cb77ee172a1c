import { Button, Card, Dialog, List } from 'antd-mobile';
import { quoted } from '@common/quoted';
import { useState } from 'react';
import { deleteNode, STRENGTHS, type IndustryNode } from '../api';
import { structurePath } from '../paths';
import { ChainFrame } from '../parts/chain-frame';
import { NodeFormPopup, type NodeEdit } from '../parts/node-popup-form';
import styles from '../parts/industry.module.css';

const confirmDelete = (n: IndustryNode) =>
  void Dialog.confirm({ title: '删除节点', content: `确定删除${quoted(n.name)}吗？有下级节点、本地企业或招商目标的节点不能删除。`, confirmText: '删除' }).then((ok) => (ok ? deleteNode(n.id).catch(() => undefined) : undefined));

/** /op/indusManage/structure/{type}: the chain tree editor — segments, their links and the links' products. */
export default function StructurePage() {
  const [edit, setEdit] = useState<NodeEdit | null>(null);
  const tools = (n: IndustryNode, child?: 'LINK' | 'PRODUCT') => (
    <span className={styles.actions}>
      {child ? (
        <Button size="mini" color="primary" fill="outline" onClick={() => setEdit({ parent: n, level: child })}>
          {child === 'LINK' ? '加环节' : '加产品'}
        </Button>
      ) : null}
      <Button size="mini" fill="outline" onClick={() => setEdit({ node: n })}>
        编辑
      </Button>
      <Button size="mini" color="danger" fill="outline" onClick={() => confirmDelete(n)}>
        删除
      </Button>
    </span>
  );
  return (
    <ChainFrame title="产业链结构维护" view={structurePath} param="type">
      {({ nodes }, chainId) => {
        const under = (id: number) => nodes.filter((n) => n.parentId === id);
        return (
          <>
            {nodes
              .filter((n) => n.level === 'SEGMENT')
              .map((segment) => (
                <Card key={segment.id} className={styles.card} title={`${segment.name}（${String(under(segment.id).length)}个环节）`} extra={tools(segment, 'LINK')}>
                  <List aria-label={`${segment.name}的环节`}>
                    {under(segment.id).flatMap((link) => [
                      <List.Item key={link.id} description={`环节 · 本地企业 ${String(link.local)} 家 · ${STRENGTHS[link.strength]}（${String(link.strongAt)}家为强）`} extra={tools(link, 'PRODUCT')}>
                        <strong>{link.name}</strong>
                      </List.Item>,
                      ...under(link.id).map((p) => (
                        <List.Item key={p.id} prefix="└" description={`产品 · 本地企业 ${String(p.local)} 家`} extra={tools(p)}>
                          {p.name}
                        </List.Item>
                      )),
                    ])}
                  </List>
                </Card>
              ))}
            <div className={styles.actions}>
              <Button color="primary" onClick={() => setEdit({ level: 'SEGMENT' })}>
                新增环节段
              </Button>
            </div>
            {edit ? <NodeFormPopup chainId={chainId} edit={edit} onClose={() => setEdit(null)} /> : null}
          </>
        );
      }}
    </ChainFrame>
  );
}
