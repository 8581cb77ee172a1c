import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ChipTabs } from '@/ui/chip-tabs';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { chainCatalog, chainMap, type IndustryChainMap } from '../api';
import { CHAIN_VIEWS, IM_HOME } from '../paths';
import styles from './industry.module.css';

/** A positive integer route parameter, or null (no request is made for it). */
export function useIdParam(name = 'id'): number | null {
  const n = Number(useParams()[name]);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** The chains of the park as capsules: choosing one opens the same screen for it. */
export function ChainSwitch({ chainId, pathOf }: { chainId: number; pathOf: (id: number) => string }) {
  const navigate = useNavigate();
  const chains = chainCatalog.useQuery({}).data?.list ?? [];
  if (chains.length < 2) return null;
  return <ChipTabs label="产业链" tabs={chains.map((c) => ({ key: String(c.id), title: c.name }))} activeKey={String(chainId)} onChange={(k) => void navigate(pathOf(Number(k)))} />;
}

/**
 * The frame of every screen about one chain (/op/im/…/{id}): the chain's name, the park's chains
 * to switch between, the chain's other screens, and the screen's body once the chain has loaded.
 */
export function ChainFrame({ title, view, param = 'id', children }: { title: string; view: (id: number) => string; param?: string; children: (map: IndustryChainMap, chainId: number) => ReactNode }) {
  const navigate = useNavigate();
  const chainId = useIdParam(param);
  const state = chainMap.useQuery(chainId);
  return (
    <PageFrame title={title} backTo={IM_HOME}>
      {chainId ? <ChainSwitch chainId={chainId} pathOf={view} /> : null}
      <div className={styles.rows}>
        <ChipTabs
          label="产业链视图"
          tabs={CHAIN_VIEWS.map((v) => ({ key: v.label, title: v.label }))}
          activeKey={CHAIN_VIEWS.find((v) => v.path === view)?.label ?? ''}
          onChange={(k) => {
            const target = CHAIN_VIEWS.find((v) => v.label === k);
            if (target && chainId) void navigate(target.path(chainId));
          }}
        />
      </div>
      <Loaded state={state} notFoundText="产业链不存在" backTo={IM_HOME}>
        {(map) => (chainId ? children(map, chainId) : null)}
      </Loaded>
    </PageFrame>
  );
}
