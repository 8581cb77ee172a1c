import { Card } from 'antd-mobile';
import { Chart } from '@/ui/chart';
import { DataTable } from '@/ui/data-table';
import { formatMoney } from '@/ui/format';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { Empty } from '@/ui/states';
import { PROJECT_STAGES, projectsByArea, STAGE_LABELS, type ProjectAreaRow } from '../api';
import styles from '../parts/project.module.css';

const COLUMNS = [
  { key: 'area', title: '片区', render: (a: ProjectAreaRow) => a.area, strong: true },
  { key: 'count', title: '项目数', numeric: true, render: (a: ProjectAreaRow) => String(a.count) },
  {
    key: 'investment',
    title: '总投资',
    numeric: true,
    render: (a: ProjectAreaRow) => formatMoney(a.investment),
  },
  ...PROJECT_STAGES.map((s) => ({
    key: s,
    title: STAGE_LABELS[s],
    numeric: true,
    render: (a: ProjectAreaRow) => String(a.stages[s]),
  })),
  { key: 'behind', title: '落后计划', numeric: true, render: (a: ProjectAreaRow) => String(a.behind) },
];

/** /op/project/area: the projects of each sub-area, by stage, with their investment. */
export default function AreaPage() {
  return (
    <PageFrame title="片区项目" backTo="/op/index">
      <Loaded state={projectsByArea.useQuery({})}>
        {(rows) =>
          rows.length === 0 ? (
            <Empty title="暂无项目" />
          ) : (
            <>
              <Card className={styles.section} title="各片区项目">
                <DataTable
                  caption="各片区项目数与总投资"
                  rows={rows}
                  rowKey={(a) => a.area}
                  columns={COLUMNS}
                />
              </Card>
              <Card className={styles.section} title="各片区项目阶段">
                <Chart
                  kind="bar"
                  title="各片区各阶段项目数"
                  unit="个"
                  horizontal
                  height={Math.max(200, rows.length * 56)}
                  data={rows.flatMap((a) =>
                    PROJECT_STAGES.map((s) => ({
                      name: a.area,
                      value: a.stages[s],
                      series: STAGE_LABELS[s],
                    })),
                  )}
                />
              </Card>
            </>
          )
        }
      </Loaded>
    </PageFrame>
  );
}
