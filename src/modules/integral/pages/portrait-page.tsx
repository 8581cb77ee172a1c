import { Card } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { BIZ } from '@common/envelope';
import { isRegistering } from '@common/roles';
import { NeedsOrgActions } from '@/modules/certify/public';
import { EnvelopeError } from '@/core/http';
import { useSession } from '@/core/use-session';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { Empty } from '@/ui/states';
import { myIntegral } from '../api-public';
import { PortraitBreakdown } from '../parts/portrait-breakdown';
import { PortraitDimensions } from '../parts/portrait-dimensions';
import { PortraitSummary } from '../parts/portrait-summary';
import { PortraitTrend } from '../parts/portrait-trend';
import styles from '../parts/public.module.css';
import { INTEGRAL_INDEX } from '../public-paths';

const TITLE = '企业积分画像';
const yearOf = (raw: string | null) => (raw && /^\d{4}$/.test(raw) ? Number(raw) : undefined);

/** The server's refusal to a user without a certified enterprise, and the ways to one. */
function NotCertified({ message }: { message: string }) {
  const user = useSession();
  return (
    <Card className={styles.card} title="暂无企业积分画像">
      <p className={styles.lead} role="alert">
        {message}
      </p>
      {isRegistering(user) ? (
        <div className={styles.actions}>
          <NeedsOrgActions size="middle" />
        </div>
      ) : null}
    </Card>
  );
}

/** /info/integral/portrait (signed in): my certified enterprise's score, explained. */
export default function PortraitPage() {
  const [params, setParams] = useSearchParams();
  const year = yearOf(params.get('year'));
  const state = myIntegral.useQuery(year ? { year } : {});
  const refused = state.error instanceof EnvelopeError && state.error.envelope.statusCode === BIZ.forbidden;
  return (
    <PageFrame title={TITLE} backTo={INTEGRAL_INDEX}>
      {refused ? (
        <NotCertified message={state.error?.message ?? ''} />
      ) : (
        <Loaded state={state} skeleton={{ count: 3, lines: 4 }}>
          {(portrait) => (
            <>
              <PortraitSummary
                portrait={portrait}
                score={portrait.score}
                onYear={(y) => setParams({ year: String(y) }, { replace: true })}
              />
              {portrait.score ? (
                <>
                  <PortraitDimensions score={portrait.score} />
                  <PortraitBreakdown score={portrait.score} />
                </>
              ) : (
                <div className={styles.card}>
                  <Empty
                    title={portrait.year ? `${String(portrait.year)}年度暂无本企业的创新积分` : '园区尚未发布创新积分'}
                    description={
                      portrait.year
                        ? '本企业该年度没有审核通过的填报数据，未参与计分。'
                        : '园区发布创新积分后，可在此查看本企业的得分、排名和逐项明细。'
                    }
                  />
                </div>
              )}
              <PortraitTrend trend={portrait.trend} />
            </>
          )}
        </Loaded>
      )}
    </PageFrame>
  );
}
