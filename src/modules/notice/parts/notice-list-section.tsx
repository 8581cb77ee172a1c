import { Skeleton, Tag } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ChipTabs } from '@/ui/chip-tabs';
import { formatDate } from '@/ui/format';
import { NOTICE_TYPES, publicNotices, noticeTypes } from '../api';
import { noticeDetailPath } from '../paths';
import styles from './notice.module.css';

export interface NoticeListSectionProps {
  /** Section heading; 通知公告 by default. */
  title?: string;
  /** How many of the newest notices to show (pinned first); 5 by default. */
  size?: number;
  /** Show the search_type chips (全部 + the four types); true by default. */
  showTypes?: boolean;
  /** The type selected at first ('' = 全部). */
  defaultType?: string;
  className?: string;
}

/**
 * The park's newest published notices for a home page: search_type chips and the titles, each
 * linking to /notice/detail/:id. Only published notices of this park ever reach it.
 */
export function NoticeListSection({ title = '通知公告', size = 5, showTypes = true, defaultType = '', className }: NoticeListSectionProps) {
  const [type, setType] = useState(defaultType);
  const types = noticeTypes.useQuery({});
  const { items, isLoading, error } = publicNotices.useList(type ? { search_type: type } : {}, { pageSize: size });
  const names = types.data?.map((t) => t.type) ?? [...NOTICE_TYPES];

  let content;
  if (isLoading && !items.length) content = <Skeleton.Paragraph lineCount={size > 3 ? 3 : size} animated />;
  else if (error && !items.length) content = <p className={styles.sectionEmpty}>通知加载失败，请稍后重试</p>;
  else if (!items.length) content = <p className={styles.sectionEmpty}>暂无通知</p>;
  else
    content = (
      <ul className={styles.sectionList}>
        {items.slice(0, size).map((item) => (
          <li key={item.id} className={styles.sectionItem}>
            <Link to={noticeDetailPath(item.id)} className={styles.sectionLink}>
              {item.pinned ? (
                <Tag color="danger" fill="outline" className={styles.pin}>
                  置顶
                </Tag>
              ) : null}
              <span className={styles.sectionTitle}>{item.title}</span>
            </Link>
            <span className={styles.sectionMeta}>
              {item.type} · {formatDate(item.publishedAt)}
            </span>
          </li>
        ))}
      </ul>
    );

  return (
    <section className={className ? `${styles.section} ${className}` : styles.section} aria-label={title}>
      <h2 className={styles.sectionHeading}>{title}</h2>
      {showTypes ? (
        <ChipTabs
          label="通知类型"
          tabs={[{ key: '', title: '全部' }, ...names.map((name) => ({ key: name, title: name }))]}
          activeKey={type}
          onChange={setType}
        />
      ) : null}
      {content}
    </section>
  );
}
