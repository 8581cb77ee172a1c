import { ProjectList } from '../parts/project-list';

/** /op/project/own: the projects of the operator's own department, every stage. */
export default function OwnPage() {
  return (
    <ProjectList
      title="本部门项目"
      stage={null}
      own
      emptyText="本部门暂无负责的项目（未分配部门的账号不显示项目）"
    />
  );
}
