import { APPEAL_STATES } from '@common/appeal/rules';
import { useSession } from '@/core/use-session';
import { ListPage } from '@/ui/list-page';
import { PageFrame } from '@/ui/page-frame';
import { myAppeals, type AppealListItem, type MineQuery } from '../api';
import { appealCard } from '../parts/appeal-card';
import { CannotFile, mayFile } from '../parts/cannot-file';
import { WaitingAppeals } from '../parts/waiting-appeals';
import { USER_APPEAL_ADD, userAppealDetailPath } from '../paths';

const TABS = [
  { label: '全部', value: '' },
  ...Object.entries(APPEAL_STATES).map(([value, label]) => ({ label, value })),
];
const CARD = appealCard('enterprise');

/**
 * /user/appeal: the enterprise's appeals (an officer's: those filed for enterprises), with the
 * ones still on this phone — waiting for a network or refused — above the server's list.
 */
export default function MyAppealsPage() {
  const user = useSession();
  if (!user || !mayFile(user)) {
    return (
      <PageFrame title="我的诉求" backTo="/user/index">
        <CannotFile />
      </PageFrame>
    );
  }
  return (
    <ListPage<AppealListItem, MineQuery>
      title="我的诉求"
      backTo="/user/index"
      list={myAppeals}
      tabs={{ field: 'state', options: TABS }}
      header={<WaitingAppeals />}
      card={CARD}
      itemPath={(a) => userAppealDetailPath(a.id)}
      createPath={USER_APPEAL_ADD}
      createLabel="提交诉求"
      emptyText="暂无诉求"
    />
  );
}
