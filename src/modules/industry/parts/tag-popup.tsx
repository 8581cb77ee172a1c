import { Button, Checkbox, Input, List, Popup, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { quoted } from '@common/quoted';
import { parkOrgs, tagOrgs, type IndustryNode } from '../api';
import styles from './industry.module.css';

/**
 * 标注企业: find the park's enterprises by name, tick those that work on the node, say what they
 * make there, and tag them in one go (an enterprise already on the node gets the new product).
 */
export function TagPopup({ node, onClose }: { node: IndustryNode; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Map<number, string>>(new Map());
  const [product, setProduct] = useState(node.level === 'PRODUCT' ? node.name : '');
  const term = search.trim();
  const found = parkOrgs.useQuery(term.length >= 2 ? term : null);
  const toggle = (id: number, name: string, on: boolean) =>
    setPicked((p) => {
      const next = new Map(p);
      if (on) next.set(id, name);
      else next.delete(id);
      return next;
    });
  const list = found.data?.list ?? [];
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <h2 className={styles.sheetTitle}>标注企业到{quoted(node.name)}</h2>
      <SearchBar
        placeholder="输入企业名称（至少 2 个字）"
        onSearch={setSearch}
        onClear={() => setSearch('')}
        aria-label="查找企业"
      />
      {term.length < 2 ? (
        <p className={styles.text}>输入企业名称后查找本园区企业，勾选后标注。</p>
      ) : found.error ? (
        <p className={styles.text}>查找失败，请稍后重试</p>
      ) : found.isLoading ? (
        <p className={styles.text}>查找中……</p>
      ) : list.length === 0 ? (
        <p className={styles.text}>没有找到名称含{quoted(term)}的企业</p>
      ) : (
        <List aria-label="查找结果">
          {list.map((o) => (
            <List.Item key={o.id} description={o.industryName || undefined}>
              <Checkbox checked={picked.has(o.id)} onChange={(on) => toggle(o.id, o.fullname, on)}>
                {o.fullname}
              </Checkbox>
            </List.Item>
          ))}
        </List>
      )}
      <List header={`已选 ${String(picked.size)} 家企业`}>
        {[...picked].map(([id, name]) => (
          <List.Item key={id}>{name}</List.Item>
        ))}
        <List.Item title="主营产品（在该环节）">
          <Input
            value={product}
            onChange={setProduct}
            maxLength={40}
            placeholder="例如：动力电池电芯"
            aria-label="主营产品"
          />
        </List.Item>
      </List>
      <div className={styles.actions}>
        <Button onClick={onClose}>取消</Button>
        <Button
          color="primary"
          disabled={picked.size === 0}
          onClick={() =>
            void tagOrgs({ nodeId: node.id, orgIds: [...picked.keys()], product: product.trim() }).then(
              () => onClose(),
              () => undefined,
            )
          }
        >
          标注 {picked.size > 0 ? `${String(picked.size)} 家` : ''}
        </Button>
      </div>
    </Popup>
  );
}
