import { Card, Tag } from 'antd-mobile';
import { Empty } from '@/ui/states';
import { ImageGallery } from '@/ui/image-gallery';
import { STAGE_LABELS, type ProjectEventView } from '../api';
import styles from './project.module.css';

/** A project's stage moves and progress records, newest first, with their evidence and photos. */
export function ProjectEvents({ events }: { events: ProjectEventView[] }) {
  return (
    <Card title="推进与进展记录" className={styles.section}>
      {events.length === 0 ? (
        <Empty title="暂无推进或进展记录" />
      ) : (
        events.map((e) => (
          <article
            key={e.id}
            className={styles.entry}
            aria-label={`${e.date} ${e.kind === 'STAGE' && e.stage ? STAGE_LABELS[e.stage] : '进展'}`}
          >
            <div className={styles.entryHead}>
              <span>
                {e.kind === 'STAGE' && e.stage ? (
                  <Tag color="primary">进入{STAGE_LABELS[e.stage]}阶段</Tag>
                ) : (
                  <Tag>项目进展</Tag>
                )}{' '}
                {e.date}
              </span>
              <span className={styles.muted}>{e.actorName}</span>
            </div>
            <p className={styles.entryText}>{e.text}</p>
            {e.reason ? <p className={styles.entryText}>跳过阶段原因：{e.reason}</p> : null}
            {e.photos.length ? <ImageGallery images={e.photos} title="现场照片" /> : null}
          </article>
        ))
      )}
    </Card>
  );
}
