import { Card } from 'antd-mobile';
import { DetailPage } from '@/ui/detail-page';
import { Empty } from '@/ui/states';
import { projectDetail, type ProjectDetailView } from '../api';
import { ChangeEntry } from '../parts/change-entry';
import { ProjectActions } from '../parts/project-actions';
import { PROJECT_HEADING, PROJECT_SECTIONS } from '../parts/project-detail';
import { ProjectEvents } from '../parts/project-events';
import styles from '../parts/project.module.css';
import { PROJECT_STAGE_PATHS } from '../paths';

/** /op/project/detail/:id: a project's facts, its moves and progress, its changes, and the steps on it. */
export default function ProjectDetailPage() {
  return (
    <DetailPage<ProjectDetailView>
      title="项目详情"
      backTo={PROJECT_STAGE_PATHS.SIGN}
      item={projectDetail}
      heading={PROJECT_HEADING}
      sections={PROJECT_SECTIONS}
      notFoundText="项目不存在或不在您的数据范围内"
      footer={(p, { refresh }) => <ProjectActions project={p} refresh={refresh} />}
    >
      {(p) => (
        <>
          <ProjectEvents events={p.events} />
          <Card title="变更记录" className={styles.section}>
            {p.changes.length ? (
              p.changes.map((c) => <ChangeEntry key={c.id} change={c} />)
            ) : (
              <Empty title="暂无变更申请" />
            )}
          </Card>
        </>
      )}
    </DetailPage>
  );
}
