import { Button, Card, Selector } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { Empty, LoadFailed, LoadingCards } from '@/ui/states';
import { integralSystem, integralSystems, type IntegralSystemSummary } from '../api-analysis';
import { IndicatorEditor } from '../parts/indicator/editor';
import { IndicatorTree } from '../parts/indicator/tree';
import styles from '../parts/indicator/indicator.module.css';
import { SystemStatusTag, SystemVersions } from '../parts/indicator/versions';

/** How often the versions are read again while one is being computed. */
const POLL_MS = 2_000;

/** The version shown by default: the year's active one, else its newest. */
const defaultOf = (versions: readonly IntegralSystemSummary[]) =>
  (versions.find((v) => v.active) ?? versions[0])?.id;

/**
 * /integral/indicator: the indicator system of a year — its versions (计算中 / 已完成 / 计算失败,
 * the note, who and when) and a version's tree: dimensions → indicators with unit, source, rule and
 * weights per stage, the stage rule. 修改 edits from the version shown; saving creates the next
 * version, which the list shows 计算中 until it is computed (read again meanwhile).
 */
export default function IndicatorPage() {
  const systems = integralSystems.useQuery({ size: 100 });
  const all = systems.data?.list ?? [];
  const years = [...new Set(all.map((v) => v.year))];
  const [pickedYear, setYear] = useState<number | undefined>(undefined);
  const year = pickedYear ?? years[0];
  const versions = all.filter((v) => v.year === year);
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const selectedId =
    picked !== undefined && versions.some((v) => v.id === picked) ? picked : defaultOf(versions);
  const [editing, setEditing] = useState(false);
  const computing = all.some((v) => v.status === 'COMPUTING');
  const { mutate } = systems;

  // While a version is being computed its status is read again until it is done.
  useEffect(() => {
    if (!computing) return undefined;
    const timer = window.setInterval(() => void mutate(), POLL_MS);
    return () => window.clearInterval(timer);
  }, [computing, mutate]);

  const detail = integralSystem.useItem(selectedId);
  // A version done computing becomes readable as such: read its detail again.
  const summary = versions.find((v) => v.id === selectedId);
  const detailMutate = detail.mutate;
  const detailStatus = detail.data?.status;
  useEffect(() => {
    if (summary && detailStatus && summary.status !== detailStatus) void detailMutate();
  }, [summary, detailStatus, detailMutate]);

  return (
    <PageFrame title="创新积分指标体系" backTo="/op/index">
      {systems.error && !systems.data ? (
        <LoadFailed error={systems.error} onRetry={() => void mutate()} />
      ) : !systems.data ? (
        <LoadingCards count={3} />
      ) : all.length === 0 ? (
        <Empty title="还没有指标体系" description="园区的指标体系在有年度积分数据时生成" />
      ) : (
        <>
          {years.length > 1 ? (
            <div className={styles.yearBar}>
              <Selector
                aria-label="年度"
                options={years.map((y) => ({ label: `${String(y)}年`, value: y }))}
                value={year === undefined ? [] : [year]}
                onChange={(values) => {
                  if (values[0] === undefined || editing) return;
                  setYear(values[0]);
                  setPicked(undefined);
                }}
                style={{ '--padding': '6px 12px' }}
              />
            </div>
          ) : null}
          <div className={styles.layout}>
            <Card className={styles.block} title={`${String(year)}年度的版本`}>
              <SystemVersions
                versions={versions}
                selectedId={selectedId}
                onSelect={(id) => {
                  if (!editing) setPicked(id);
                }}
              />
              <p className={styles.hint}>每次保存生成一个新版本；积分使用最新的已完成版本（生效中）。</p>
            </Card>
            <Loaded state={detail} notFoundText="该版本不存在">
              {(system) =>
                editing ? (
                  <IndicatorEditor
                    key={system.id}
                    base={system}
                    onCancel={() => setEditing(false)}
                    onSaved={(id) => {
                      setEditing(false);
                      setPicked(id);
                    }}
                  />
                ) : (
                  <Card
                    className={styles.block}
                    title={
                      <span className={styles.versionTitle}>
                        第{system.version}版指标体系
                        <SystemStatusTag system={summary ?? system} />
                      </span>
                    }
                    extra={
                      <Button size="small" color="primary" fill="outline" onClick={() => setEditing(true)}>
                        修改指标体系
                      </Button>
                    }
                  >
                    <IndicatorTree definition={system.definition} />
                  </Card>
                )
              }
            </Loaded>
          </div>
        </>
      )}
    </PageFrame>
  );
}
