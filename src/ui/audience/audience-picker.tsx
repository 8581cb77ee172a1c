import { Button, CheckList, List, SearchBar, Selector, Skeleton, Tag } from 'antd-mobile';
import { useDeferredValue, useState } from 'react';
import {
  AUDIENCE_BY_ID,
  AUDIENCE_BY_NAME,
  AUDIENCE_KINDS,
  AUDIENCE_LABELS,
  type Audience,
  type AudienceCount,
  type AudienceKind,
  type AudienceOptions,
  type AudienceOrg,
  type AudienceUser,
} from '@common/audience/contract';
import type { ListResource, QueryResource } from '../resource';
import { LoadFailed } from '../states';
import styles from './audience-picker.module.css';

/**
 * The recipient chooser of a push (站内消息, 短信): all enterprises, by industry / area / tag, or
 * picked organisations or users, with the live count of who it reaches. The area that pushes
 * hands over its four audience resources (made from its contract's audienceEndpoints).
 */

export interface LookupQuery {
  search?: string;
  ids?: string;
}

export interface AudienceSources {
  options: QueryResource<Record<string, never>, AudienceOptions>;
  count: QueryResource<Audience, AudienceCount>;
  orgs: ListResource<AudienceOrg, LookupQuery>;
  users: ListResource<AudienceUser, LookupQuery>;
}

/** Whether the choice names what its kind needs (else nothing is counted or sent). */
export function isComplete(audience: Audience): boolean {
  if (AUDIENCE_BY_NAME.includes(audience.kind)) return (audience.names ?? []).length > 0;
  if (AUDIENCE_BY_ID.includes(audience.kind)) return (audience.ids ?? []).length > 0;
  return true;
}

const NEEDS: Partial<Record<AudienceKind, string>> = {
  INDUSTRY: '请选择行业',
  AREA: '请选择区域',
  TAG: '请选择标签',
  ORG: '请搜索并勾选企业',
  USER: '请搜索并勾选用户',
};

/** The live count line: 将发送给 N 位用户（涉及 M 家机构）. */
export function AudienceCountLine({ sources, audience }: { sources: AudienceSources; audience: Audience }) {
  const complete = isComplete(audience);
  const count = sources.count.useQuery(complete ? audience : null);
  if (!complete) return <p className={styles.count}>{NEEDS[audience.kind]}</p>;
  if (count.error) return <p className={styles.count}>接收人数计算失败，请重试</p>;
  if (!count.data) return <p className={styles.count}>正在计算接收人数…</p>;
  return (
    <p className={styles.count} aria-live="polite" data-testid="audience-count">
      将发送给<strong>{count.data.users}</strong>位用户
      {count.data.orgs ? `（涉及 ${count.data.orgs} 家机构）` : ''}
    </p>
  );
}

function NamePicker({ kind, options, value, onChange }: { kind: AudienceKind; options: AudienceOptions; value: string[]; onChange: (names: string[]) => void }) {
  const list = kind === 'INDUSTRY' ? options.industries : kind === 'AREA' ? options.areas : options.tags;
  if (list.length === 0) return <p className={styles.hint}>园区暂无可选项</p>;
  return (
    <Selector
      multiple
      columns={2}
      aria-label={AUDIENCE_LABELS[kind]}
      options={list.map((o) => ({ label: `${o.name}（${o.orgs}）`, value: o.name }))}
      value={value}
      onChange={onChange}
    />
  );
}

interface Picked {
  id: number;
  label: string;
}

function IdPicker({ kind, sources, value, onChange }: { kind: 'ORG' | 'USER'; sources: AudienceSources; value: Picked[]; onChange: (picked: Picked[]) => void }) {
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const orgs = sources.orgs.useList({ search }, { pageSize: 20, enabled: kind === 'ORG' });
  const users = sources.users.useList({ search }, { pageSize: 20, enabled: kind === 'USER' });
  const state = kind === 'ORG' ? orgs : users;
  const labelOf = (item: AudienceOrg | AudienceUser) =>
    'fullname' in item ? item.fullname : `${item.name} ${item.phone}${item.orgName ? ` · ${item.orgName}` : ''}`;
  const describe = (item: AudienceOrg | AudienceUser) =>
    'fullname' in item ? `${item.industry || '未分类'} · ${item.area || '—'} · ${item.users} 位用户` : item.orgName || '未关联机构';
  const pickedIds = value.map((p) => String(p.id));
  const toggle = (ids: string[]) => {
    const known = new Map(value.map((p) => [String(p.id), p] as const));
    for (const item of state.items) known.set(String(item.id), { id: item.id, label: labelOf(item) });
    onChange(ids.map((id) => known.get(id)).filter((p): p is Picked => !!p));
  };
  return (
    <div>
      {value.length ? (
        <div className={styles.picked} aria-label="已选">
          {value.map((p) => (
            <Tag key={p.id} color="primary" fill="outline" className={styles.pickedTag}>
              {p.label}
              <button type="button" className={styles.remove} aria-label={`移除 ${p.label}`} onClick={() => onChange(value.filter((x) => x.id !== p.id))}>
                ×
              </button>
            </Tag>
          ))}
        </div>
      ) : null}
      <SearchBar
        placeholder={kind === 'ORG' ? '搜索企业名称或信用代码' : '搜索姓名、手机号或所属企业'}
        value={text}
        onChange={setText}
        aria-label={kind === 'ORG' ? '搜索企业' : '搜索用户'}
      />
      {state.error && !state.items.length ? <LoadFailed error={state.error} onRetry={() => void state.refresh()} /> : null}
      {state.isLoading ? <Skeleton.Paragraph lineCount={3} animated /> : null}
      {!state.isLoading && !state.error && state.items.length === 0 ? <p className={styles.hint}>没有找到匹配的{kind === 'ORG' ? '企业' : '用户'}</p> : null}
      <CheckList multiple value={pickedIds} onChange={(ids) => toggle(ids.map(String))}>
        {state.items.map((item) => (
          <CheckList.Item key={item.id} value={String(item.id)} description={describe(item)}>
            {'fullname' in item ? item.fullname : `${item.name} ${item.phone}`}
          </CheckList.Item>
        ))}
      </CheckList>
      {state.hasMore ? (
        <Button block fill="none" size="small" loading={state.isValidating} onClick={() => void state.loadMore().catch(() => undefined)}>
          加载更多
        </Button>
      ) : null}
    </div>
  );
}

export interface AudiencePickerProps {
  sources: AudienceSources;
  value: Audience;
  onChange: (audience: Audience) => void;
}

/** The chooser: the kind, then what it needs; the count line is drawn by the screen (AudienceCountLine). */
export function AudiencePicker({ sources, value, onChange }: AudiencePickerProps) {
  const options = sources.options.useQuery({});
  // Labels of picked organisations or users, kept while the choice is made.
  const [picked, setPicked] = useState<Picked[]>([]);
  const setKind = (kind: AudienceKind) => {
    setPicked([]);
    onChange({ kind });
  };
  const byName = AUDIENCE_BY_NAME.includes(value.kind);
  const byId = value.kind === 'ORG' || value.kind === 'USER';
  const shownPicked = picked.filter((p) => (value.ids ?? []).includes(p.id));
  return (
    <List mode="card" header="接收对象">
      <List.Item>
        <Selector
          columns={3}
          aria-label="接收范围"
          options={AUDIENCE_KINDS.map((kind) => ({ label: AUDIENCE_LABELS[kind], value: kind }))}
          value={[value.kind]}
          onChange={(kinds) => {
            const kind = kinds[0];
            if (kind && kind !== value.kind) setKind(kind);
          }}
        />
        {value.kind === 'ALL' && options.data ? (
          <p className={styles.hint}>园区全部 {options.data.total.orgs} 家企业和机构的用户</p>
        ) : null}
      </List.Item>
      {byName ? (
        <List.Item>
          {options.error ? <LoadFailed error={options.error} onRetry={() => void options.mutate()} /> : null}
          {options.data ? (
            <NamePicker kind={value.kind} options={options.data} value={value.names ?? []} onChange={(names) => onChange({ kind: value.kind, names })} />
          ) : !options.error ? (
            <Skeleton.Paragraph lineCount={3} animated />
          ) : null}
        </List.Item>
      ) : null}
      {byId ? (
        <List.Item>
          <IdPicker
            kind={value.kind as 'ORG' | 'USER'}
            sources={sources}
            value={shownPicked}
            onChange={(next) => {
              setPicked(next);
              onChange({ kind: value.kind, ids: next.map((p) => p.id) });
            }}
          />
        </List.Item>
      ) : null}
    </List>
  );
}
