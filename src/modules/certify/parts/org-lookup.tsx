import { Button, List, SearchBar, Tag } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EnvelopeError } from '@/core/http';
import { lookupOrgs, type FoundOrg } from '../api';
import { orgRelatePath } from '../paths';
import styles from './parts.module.css';
import { lookupQuery } from './rules';

/** Typing pauses this long before the registry is asked. */
const DEBOUNCE_MS = 350;

type Found = { status: 'idle' } | { status: 'busy' } | { status: 'done'; orgs: FoundOrg[] } | { status: 'failed'; message: string };
type Answer = { key: string } & ({ orgs: FoundOrg[] } | { message: string });

/** The registry's answer for what is typed, asked once typing pauses; a newer question cancels an older one. */
function useLookup(typed: string): Found {
  const query = lookupQuery(typed);
  const key = query ? JSON.stringify(query) : '';
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!key) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      lookupOrgs(JSON.parse(key) as { code: string } | { name: string }, abort.signal).then(
        (orgs) => setAnswer({ key, orgs }),
        (error: unknown) => {
          if (abort.signal.aborted) return;
          setAnswer({ key, message: error instanceof EnvelopeError ? error.message : '查询失败，请稍后重试' });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [key]);
  if (!key) return { status: 'idle' };
  if (answer?.key !== key) return { status: 'busy' };
  return 'orgs' in answer ? { status: 'done', orgs: answer.orgs } : { status: 'failed', message: answer.message };
}

function Facts({ org }: { org: FoundOrg }) {
  return (
    <span className={styles.lookupFacts}>
      <span>信用代码 {org.creditCode || '—'}</span>
      <span>法定代表人 {org.legalPerson || '—'}</span>
      {org.address ? <span>{org.address}</span> : null}
    </span>
  );
}

/**
 * Find one's organisation in the park's registry by a part of its name or its credit code: link to
 * it (/regist/orgRelate/{id}), or — when `onPick` is given and nobody has certified it yet — fill
 * the certification form with it.
 */
export function OrgLookup({
  lead,
  onPick,
  autoFocus = false,
}: {
  lead: string;
  onPick?: (org: FoundOrg) => void;
  autoFocus?: boolean;
}) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const found = useLookup(typed);

  return (
    <section className={styles.lookup} aria-label="查找企业">
      <p className={styles.lookupLead}>{lead}</p>
      <SearchBar
        placeholder="输入企业名称或统一社会信用代码"
        value={typed}
        onChange={setTyped}
        autoFocus={autoFocus}
        clearable
        aria-label="查找企业"
      />
      {found.status === 'busy' ? <p className={styles.lookupNote}>正在查找…</p> : null}
      {found.status === 'failed' ? <p className={styles.lookupNote} role="alert">{found.message}</p> : null}
      {found.status === 'done' && found.orgs.length === 0 ? (
        <p className={styles.lookupNote}>园区企业库中未找到该企业，可直接填写企业信息申请认证。</p>
      ) : null}
      {found.status === 'done' && found.orgs.length > 0 ? (
        <List className={styles.lookupList} aria-label="查找结果">
          {found.orgs.map((org) => (
            <List.Item
              key={org.id}
              description={<Facts org={org} />}
              extra={
                <span className={styles.lookupActions}>
                  <Button size="mini" color="primary" fill="outline" onClick={() => void navigate(orgRelatePath(org.id))}>
                    申请关联
                  </Button>
                  {onPick && !org.certified ? (
                    <Button size="mini" color="primary" onClick={() => onPick(org)}>
                      填入认证
                    </Button>
                  ) : null}
                </span>
              }
            >
              <span className={styles.lookupName}>{org.fullname}</span>
              {org.certified ? (
                <Tag color="success" fill="outline" className={styles.lookupTag}>
                  已认证
                </Tag>
              ) : null}
            </List.Item>
          ))}
        </List>
      ) : null}
    </section>
  );
}
