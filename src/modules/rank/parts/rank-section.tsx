import { Button, Collapse, Popup, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { Loaded } from '@/ui/loaded';
import { publishedRank, publishedRanks, type RankSummary } from '../api';
import { EntryTable, figureText } from './entry-table';
import styles from './rank.module.css';

/** The whole list in a popup: loaded when opened (a public read, cached like the others). */
function WholeRank({ rank, onClose }: { rank: RankSummary; onClose: () => void }) {
  const state = publishedRank.useItem(rank.id);
  return (
    <div className={styles.whole}>
      <h2 className={styles.popupTitle}>
        {rank.title}
        <span className={styles.period}>{rank.period}</span>
      </h2>
      {rank.description ? <p className={styles.description}>{rank.description}</p> : null}
      <div className={styles.wholeBody}>
        <Loaded state={state} notFoundText="该榜单已撤回" skeleton={{ count: 2, lines: 5 }}>
          {(whole) => (
            <EntryTable
              entries={whole.entries}
              figureLabel={whole.figureLabel}
              figureUnit={whole.figureUnit}
              caption={`${whole.title}（共 ${String(whole.entries.length)} 家）`}
            />
          )}
        </Loaded>
      </div>
      <div className={styles.popupActions}>
        <Button block onClick={onClose}>
          关闭
        </Button>
      </div>
    </div>
  );
}

function TopEntries({ rank, onOpen }: { rank: RankSummary; onOpen: () => void }) {
  return (
    <>
      <ol className={styles.top} aria-label={`${rank.title} 前${String(rank.top.length)}名`}>
        {rank.top.map((e) => (
          <li key={e.rank} className={styles.topItem}>
            <span className={e.rank <= 3 ? `${styles.place} ${styles.podium}` : styles.place}>{e.rank}</span>
            <span className={styles.topName}>{e.orgName}</span>
            {rank.figureLabel && e.figure !== null ? (
              <span className={styles.topFigure}>{figureText(e.figure, rank.figureUnit)}</span>
            ) : null}
          </li>
        ))}
      </ol>
      <Button size="small" fill="none" color="primary" onClick={onOpen}>
        查看完整榜单（共 {rank.entryCount} 家）
      </Button>
    </>
  );
}

/**
 * 企业榜单 on /qyfw/index: the park's published lists, the newest open with its first places, and
 * each whole list in a popup. A lazy chunk of its own, so it never holds up the page's first paint;
 * nothing is shown while the park has no published list.
 */
export default function RankSection({ className }: { className?: string }) {
  const ranks = publishedRanks.useQuery({ pagenum: 1, size: 10 });
  const [open, setOpen] = useState<RankSummary | null>(null);
  const lists = ranks.data?.list ?? [];
  if (ranks.data && lists.length === 0) return null;

  let content;
  if (!ranks.data && ranks.error)
    content = (
      <p className={styles.hint}>
        榜单加载失败，
        <Button size="mini" fill="none" color="primary" onClick={() => void ranks.mutate()}>
          重试
        </Button>
      </p>
    );
  else if (!ranks.data) content = <Skeleton.Paragraph lineCount={4} animated />;
  else
    content = (
      <Collapse defaultActiveKey={[String(lists[0]!.id)]}>
        {lists.map((rank) => (
          <Collapse.Panel
            key={String(rank.id)}
            title={
              <span className={styles.panelTitle}>
                {rank.title}
                <span className={styles.period}>{rank.period}</span>
              </span>
            }
          >
            <TopEntries rank={rank} onOpen={() => setOpen(rank)} />
          </Collapse.Panel>
        ))}
      </Collapse>
    );

  return (
    <section className={className ? `${styles.section} ${className}` : styles.section} aria-label="企业榜单">
      <h2 className={styles.sectionHeading}>企业榜单</h2>
      {content}
      <Popup visible={open !== null} onMaskClick={() => setOpen(null)} bodyClassName={styles.popup} destroyOnClose>
        {open ? <WholeRank rank={open} onClose={() => setOpen(null)} /> : null}
      </Popup>
    </section>
  );
}
