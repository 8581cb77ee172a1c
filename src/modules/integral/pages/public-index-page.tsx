import { Button, Card } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isOrganisation } from '@common/roles';
import { useSession } from '@/core/use-session';
import { ChipTabs } from '@/ui/chip-tabs';
import { formatDateTime } from '@/ui/format';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { Empty } from '@/ui/states';
import { integralModel, type IntegralModel } from '../api-public';
import { PublicMethod } from '../parts/public/method';
import { PublicSearch } from '../parts/public/search';
import { PublicTop } from '../parts/public/top';
import { yearOf } from '../parts/scored-list';
import styles from '../parts/public/public.module.css';
import { FILL_MINE } from '../fill/paths';
import { DIR } from '../quality/paths';
import { INTEGRAL_PORTRAIT } from '../public-paths';


/** 什么是创新积分: the programme in two sentences, the year shown and how the total is made. */
function Intro({ model, year, onYear }: { model: IntegralModel; year: number | undefined; onYear: (year: number) => void }) {
  const navigate = useNavigate();
  const user = useSession();
  const system = model.system;
  return (
    <Card className={styles.card} title="什么是创新积分">
      <p className={styles.lead}>
        企业创新积分是科技部火炬中心推行的企业创新积分制：园区每年根据企业填报并经审核的研发投入、知识产权、人才、营收与成长等数据，按统一的指标体系为企业计分、排名，作为政策支持、积分贷和培育遴选的依据。
      </p>
      <p className={styles.formula}>
        总分（满分100分）= Σ 指标得分 × 所在阶段的权重 ÷ 100
        <br />
        指标分三个维度：技术创新、成长经营、特色指标。
      </p>
      {model.years.length > 1 ? (
        <ChipTabs
          className={styles.years}
          label="积分年度"
          tabs={model.years.map((y) => ({ key: String(y), title: `${String(y)}年度` }))}
          activeKey={String(year ?? system?.year ?? '')}
          onChange={(key) => onYear(Number(key))}
        />
      ) : null}
      {system ? (
        <p className={styles.muted}>
          {system.year}年度指标体系第{system.version}版，{system.scoredCount}家企业参与计分
          {system.computedAt ? `，计算于${formatDateTime(system.computedAt)}` : ''}。
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button size="small" color="primary" fill={isOrganisation(user) ? 'solid' : 'outline'} onClick={() => void navigate(INTEGRAL_PORTRAIT)}>
          查看本企业积分画像
        </Button>
        <Button size="small" color="primary" fill="outline" onClick={() => void navigate(DIR)}>
          优质企业名录
        </Button>
        {isOrganisation(user) ? (
          <Button size="small" color="primary" fill="outline" onClick={() => void navigate(FILL_MINE)}>
            数据填报
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

/** /info/integral/index (public): what the score is, how it is computed, the park's top list, search by name. */
export default function PublicIndexPage() {
  const [params, setParams] = useSearchParams();
  const year = yearOf(params.get('year'));
  const model = integralModel.useQuery(year ? { year } : {});
  const chooseYear = (y: number) => setParams({ year: String(y) }, { replace: true });
  return (
    <PageFrame title="创新积分" backTo="/qyfw/index">
      <Loaded state={model} skeleton={{ count: 2, lines: 4 }}>
        {(loaded) =>
          loaded.system ? (
            <>
              <Intro model={loaded} year={year} onYear={chooseYear} />
              <PublicTop year={year} />
              <PublicSearch year={year} count={loaded.system.scoredCount} />
              <PublicMethod system={loaded.system} />
            </>
          ) : (
            <>
              <Intro model={loaded} year={year} onYear={chooseYear} />
              <Empty title="暂无创新积分" description="园区尚未发布创新积分，发布后可在此查看计算方法和排行。" />
            </>
          )
        }
      </Loaded>
    </PageFrame>
  );
}
