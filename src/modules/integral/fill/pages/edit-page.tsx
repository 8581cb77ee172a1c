import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { Empty, NotFound } from '@/ui/states';
import { fillOptions, fillRound } from '../api';
import { baseOf, positiveId, roundOrgsPath, roundsPath } from '../paths';
import { newRoundValues, RoundForm, roundValues } from '../parts/round-form';
import styles from '../parts/fill.module.css';

const SKELETON = { count: 3, lines: 4 };

/**
 * /integral/fill/edit and /op/integral/fill/edit (one screen): a new fill round, or with `?id=` a
 * round edited — name, year, dates, fields, the enterprises it covers; checked beside each field.
 */
export default function FillEditPage() {
  const base = baseOf(useLocation().pathname);
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = positiveId(raw) ?? undefined;
  const editing = raw !== null;
  const navigate = useNavigate();
  const options = fillOptions.useQuery({});
  const existing = fillRound.useItem(editing ? (id ?? null) : null);
  const title = editing ? '编辑填报批次' : '新建填报批次';
  const back = roundsPath(base);
  const saved = (savedId: number) => roundOrgsPath(base, savedId);

  const body =
    editing && id === undefined ? (
      <NotFound title="填报批次不存在" onBack={() => void navigate(back)} />
    ) : (
      <Loaded state={options} skeleton={SKELETON}>
        {(loaded) =>
          !loaded.enterpriseCount && !editing ? (
            <Empty title="园区还没有认证企业" description="企业完成认证后才能参与创新积分填报" />
          ) : editing ? (
            <Loaded state={existing} notFoundText="填报批次不存在" backTo={back} skeleton={SKELETON}>
              {(round) =>
                round.closed ? (
                  <p className={styles.banner}>该批次已结束填报，不能再修改。</p>
                ) : (
                  <RoundForm
                    id={id}
                    initial={roundValues(round)}
                    options={loaded}
                    locked={round.fieldsLocked}
                    onSaved={saved}
                  />
                )
              }
            </Loaded>
          ) : (
            <RoundForm initial={newRoundValues(loaded)} options={loaded} locked={false} onSaved={saved} />
          )
        }
      </Loaded>
    );

  return (
    <PageFrame title={title} backTo={back}>
      {body}
    </PageFrame>
  );
}
