import { Card } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Chart } from '@/ui/chart';
import { DataTable } from '@/ui/data-table';
import { PageFrame } from '@/ui/page-frame';
import { StatGrid } from '@/ui/stat-grid';
import { Empty, LoadFailed, LoadingCards } from '@/ui/states';
import { currentYear, YearBar } from '@/ui/year-bar';
import { PROJECT_STAGES, projectTargets, STAGE_LABELS, type ProjectTargets } from '../api';
import styles from '../parts/project.module.css';
import { projectDetailPath } from '../paths';

type Dept = ProjectTargets['depts'][number];
const rate = (r: number | null) => (r === null ? '—' : `${String(r)}%`);

const DEPT_COLUMNS = [
  { key: 'dept', title: '责任部门', render: (d: Dept) => d.deptName },
  ...PROJECT_STAGES.map((s) => ({
    key: s,
    title: `${STAGE_LABELS[s]}（完成/目标）`,
    numeric: true,
    render: (d: Dept) =>
      `${String(d.stages[s].done)}/${String(d.stages[s].target)}（${rate(d.stages[s].rate)}）`,
  })),
];

/** /op/project/target: this year's projects by stage against their targets, per department, and who is behind. */
export default function TargetPage() {
  const [year, setYear] = useState(currentYear);
  const { data, error, mutate } = projectTargets.useQuery({ year });
  return (
    <PageFrame title="年度项目目标" backTo="/op/index">
      <YearBar value={year} onChange={setYear} />
      {data && data.year === year ? (
        PROJECT_STAGES.every((s) => data.park[s].target === 0) ? (
          <Empty title={`${String(year)}年尚未列入目标项目`} />
        ) : (
          <>
            <Card className={styles.section} title={`全园区（序时进度 ${String(data.timeProgress)}%）`}>
              <StatGrid
                label="各阶段完成情况"
                items={PROJECT_STAGES.map((s) => ({
                  label: `${STAGE_LABELS[s]} ${String(data.park[s].done)}/${String(data.park[s].target)}`,
                  value: rate(data.park[s].rate),
                }))}
              />
              <div className={styles.chart}>
                <Chart
                  kind="bar"
                  title="各阶段目标与完成"
                  unit="个"
                  data={PROJECT_STAGES.flatMap((s) => [
                    { name: STAGE_LABELS[s], value: data.park[s].target, series: '目标' },
                    { name: STAGE_LABELS[s], value: data.park[s].done, series: '已完成' },
                  ])}
                />
              </div>
            </Card>
            <Card className={styles.section} title="分部门">
              <DataTable
                caption="各责任部门目标完成情况"
                rows={data.depts}
                rowKey={(d) => String(d.deptId)}
                columns={DEPT_COLUMNS}
              />
            </Card>
            <Card className={styles.section} title={`落后计划的目标项目（${String(data.behind.length)}）`}>
              {data.behind.length === 0 ? (
                <Empty title="目标项目均按计划推进" />
              ) : (
                data.behind.map((b) => (
                  <p key={b.id} className={styles.entryText}>
                    <Link to={projectDetailPath(b.id)}>{b.name}</Link>
                    <span className={styles.lag}>
                      {' '}
                      计划{b.plan}
                      {STAGE_LABELS[b.targetStage]}，尚未达到
                    </span>
                    <span className={styles.muted}> · {b.deptName || '未指定部门'}</span>
                  </p>
                ))
              )}
            </Card>
          </>
        )
      ) : error ? (
        <LoadFailed error={error} onRetry={() => void mutate()} />
      ) : (
        <LoadingCards count={3} />
      )}
    </PageFrame>
  );
}
