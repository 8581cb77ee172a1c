import { useLocation } from 'react-router-dom';
import { PROJECT_STAGES, STAGE_LABELS } from '../api';
import { ProjectList } from '../parts/project-list';
import { PROJECT_STAGE_PATHS } from '../paths';

/** /op/project/sign, /begin, /produce: the projects now in that stage, with its key dates. */
export default function StagePage() {
  const { pathname } = useLocation();
  const stage = PROJECT_STAGES.find((s) => pathname.startsWith(PROJECT_STAGE_PATHS[s])) ?? 'SIGN';
  const label = STAGE_LABELS[stage];
  return <ProjectList title={`${label}项目`} stage={stage} emptyText={`暂无处于${label}阶段的项目`} />;
}
