import { DataTable } from '@/ui/data-table';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { OP_HOME } from '@/core/nav';
import { dataModel } from '../api';
import styles from '../parts/industry.module.css';

/** /op/im/org/model: the data the park tracks about its industry enterprises, and how much of it is filled. */
export default function OrgModelPage() {
  const state = dataModel.useQuery({});
  return (
    <PageFrame title="企业数据模型" backTo={OP_HOME}>
      <Loaded state={state}>
        {({ enterprises, groups }) => (
          <>
            <p className={styles.text}>园区对 {enterprises} 家产业企业采集以下数据项；填报率低的数据项是下一步完善企业画像的重点。</p>
            {groups.map((g) => (
              <div key={g.name} className={styles.card}>
                <DataTable
                  caption={g.name}
                  rows={g.fields}
                  rowKey={(f) => f.key}
                  columns={[
                    { key: 'label', title: '数据项', strong: true, render: (f) => f.label },
                    { key: 'source', title: '来源', render: (f) => f.source },
                    { key: 'filled', title: '已填企业', numeric: true, render: (f) => f.filled },
                    { key: 'rate', title: '填报率', numeric: true, render: (f) => <span className={f.rate < 60 ? styles.missing : undefined}>{`${String(f.rate)}%`}</span> },
                  ]}
                />
              </div>
            ))}
          </>
        )}
      </Loaded>
    </PageFrame>
  );
}
