import { Button, Card } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BIZ } from '@common/envelope';
import { isRegistering } from '@common/roles';
import { NeedsOrgActions } from '@/modules/certify/public';
import { EnvelopeError } from '@/core/http';
import { useSession } from '@/core/use-session';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { myIntegral } from '../api-public';
import { PortraitView } from '../parts/portrait/view';
import { yearOf } from '../parts/scored-list';
import styles from '../parts/public/public.module.css';
import { FILL_MINE } from '../fill/paths';
import { INTEGRAL_INDEX } from '../public-paths';

const TITLE = '企业积分画像';

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
  const navigate = useNavigate();
  const year = yearOf(params.get('year'));
  const state = myIntegral.useQuery(year ? { year } : {});
  const refused = state.error instanceof EnvelopeError && state.error.envelope.statusCode === BIZ.forbidden;
  // The figures behind the score are filled in rounds: the way there, for the enterprise's users.
  const right = refused ? null : (
    <Button size="mini" color="primary" fill="none" onClick={() => void navigate(FILL_MINE)}>
      数据填报
    </Button>
  );
  return (
    <PageFrame title={TITLE} backTo={INTEGRAL_INDEX} right={right}>
      {refused ? (
        <NotCertified message={state.error?.message ?? ''} />
      ) : (
        <Loaded state={state} skeleton={{ count: 3, lines: 4 }}>
          {(portrait) => (
            <PortraitView portrait={portrait} whose="本企业" onYear={(y) => setParams({ year: String(y) }, { replace: true })} />
          )}
        </Loaded>
      )}
    </PageFrame>
  );
}
