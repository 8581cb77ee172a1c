import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { isOrganisation, isRegistering } from '@common/roles';
import { NeedsOrgActions } from '@/modules/certify/public';
import { useSession } from '@/core/use-session';
import { EnvelopeError, HttpResponseError } from '@/core/http';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { LoadFailed, LoadingCards, NotFound } from '@/ui/states';
import { useDraft } from '@/ui/use-draft';
import { declaration, myApplication } from '../api';
import { CENTER, progressPath } from '../paths';
import styles from '../parts/declare.module.css';
import { DeclarationFacts, MaterialRequirements } from '../parts/declaration-facts';
import { ProcessEditor, type ProcessDraft } from '../parts/process-editor';
import { NOT_ORG_TEXT, StartAction } from '../parts/start-action';
import { idOf } from '@/ui/id-param';

const TITLE = '填写申报书';

/** The draft key of a declaration's application form (one per person, park and declaration). */
export const draftKey = (declareId: number) => `declare:apply:${declareId}`;

/** Not started yet: the declaration and 立即申报. */
function NotStarted({ declareId }: { declareId: number }) {
  const state = declaration.useItem(declareId);
  const d = state.data;
  return (
    <PageFrame title={TITLE} backTo={CENTER} footer={d ? <StartAction declaration={d} block /> : undefined}>
      <Loaded state={state} notFoundText="申报通知不存在或尚未开始" backTo={CENTER} skeleton={{ count: 2, lines: 4 }}>
        {(loaded) => (
          <>
            <p className={styles.banner}>贵单位尚未开始该申报，点击下方“立即申报”开始填写。</p>
            <DeclarationFacts declaration={loaded} />
            <MaterialRequirements materials={loaded.materials} />
          </>
        )}
      </Loaded>
    </PageFrame>
  );
}

function ProcessLoader({ declareId }: { declareId: number }) {
  const draft = useDraft<ProcessDraft>(draftKey(declareId));
  const mine = myApplication.useItem(declareId);
  const live = mine.data;
  const notStarted = mine.error instanceof EnvelopeError && mine.error.envelope.statusCode === 404;
  // Without the server (offline, or it is down) the draft's copy of the application stands in.
  const refused = mine.error instanceof HttpResponseError && [401, 403, 404].includes(mine.error.response.status);
  const unreachable = !!mine.error && !(mine.error instanceof EnvelopeError) && !refused;
  const stored = draft.draft?.value.snapshot;

  if (live && !live.editable) return <Navigate to={progressPath(live.id)} replace />;
  if (live && draft.ready) return <ProcessEditor key={declareId} declareId={declareId} detail={live} offline={false} draft={draft} />;
  if (unreachable && draft.ready && stored) return <ProcessEditor key={declareId} declareId={declareId} detail={stored} offline draft={draft} />;
  if (notStarted) return <NotStarted declareId={declareId} />;
  return (
    <PageFrame title={TITLE} backTo={CENTER}>
      {mine.error && !live ? <LoadFailed error={mine.error} onRetry={() => void mine.mutate()} /> : <LoadingCards count={3} lines={4} />}
    </PageFrame>
  );
}

/** /policy/declareProcess/:id (:id = the declaration): the enterprise's application form. */
export default function ProcessPage() {
  const declareId = idOf(useParams().id);
  const user = useSession();
  const navigate = useNavigate();
  if (!declareId)
    return (
      <PageFrame title={TITLE} backTo={CENTER}>
        <NotFound title="申报通知不存在" onBack={() => void navigate(CENTER)} />
      </PageFrame>
    );
  if (!isOrganisation(user))
    return (
      <PageFrame title={TITLE} backTo={CENTER}>
        <div className={styles.banner}>
          <p>{NOT_ORG_TEXT}</p>
          {isRegistering(user) ? <NeedsOrgActions /> : null}
        </div>
      </PageFrame>
    );
  return <ProcessLoader declareId={declareId} />;
}
