import { ListPage } from '@/ui/list-page';
import {
  PROJECT_SORTS,
  PROJECT_STAGES,
  STAGE_LABELS,
  projectExport,
  projectExportSelected,
  projectOptions,
  projects,
  type ProjectQuery,
  type ProjectRowItem,
  type ProjectStage,
} from '../api';
import { PROJECT_ADD, projectDetailPath } from '../paths';
import { projectCard } from './project-card';

const BEHIND = [{ label: '落后计划', value: '1' }];
const STAGE_TABS = [
  { label: '全部', value: '' },
  ...PROJECT_STAGES.map((s) => ({ label: STAGE_LABELS[s], value: s })),
];

interface Props {
  title: string;
  /** One stage's list (its key dates), or every stage with a tab each. */
  stage: ProjectStage | null;
  /** Only the projects of the operator's own department. */
  own?: boolean;
  emptyText: string;
}

/**
 * A list of projects: filters by department, area, industry and 落后计划, the search, the desk
 * table with sorting and the .xlsx export of what is filtered (or selected).
 */
export function ProjectList({ title, stage, own = false, emptyText }: Props) {
  const { data: options } = projectOptions.useQuery({});
  const fixed: Partial<ProjectQuery> = { ...(stage ? { stage } : {}), ...(own ? { own: '1' } : {}) };
  return (
    <ListPage<ProjectRowItem, ProjectQuery>
      key={title}
      title={title}
      backTo="/op/index"
      list={projects}
      fixed={fixed}
      tabs={stage ? undefined : { field: 'stage', options: STAGE_TABS }}
      filters={[
        ...(own
          ? []
          : [
              {
                field: 'deptId' as const,
                label: '责任部门',
                options: (options?.depts ?? []).map((d) => ({ label: d.name, value: String(d.id) })),
              },
            ]),
        {
          field: 'area',
          label: '片区',
          options: (options?.areas ?? []).map((a) => ({ label: a, value: a })),
        },
        {
          field: 'industry',
          label: '产业',
          options: (options?.industries ?? []).map((a) => ({ label: a, value: a })),
        },
        { field: 'behind', label: '进度', options: BEHIND, allLabel: '全部进度' },
      ]}
      search={{ field: 'search', placeholder: '搜索项目名称或投资方' }}
      sorts={PROJECT_SORTS}
      card={projectCard(stage)}
      itemPath={(p) => projectDetailPath(p.id)}
      createPath={PROJECT_ADD}
      createLabel="新建项目"
      exportTo={projectExport}
      exportSelected={(items) => projectExportSelected(items.map((p) => p.id))}
      emptyText={emptyText}
    />
  );
}
