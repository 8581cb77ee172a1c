import { Button, Card } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { DECLARE_STATE, type DeclareState } from '@common/declare/rules';
import { DetailPage } from '@/ui/detail-page';
import { StatGrid } from '@/ui/stat-grid';
import { declaration, type DeclareDetail } from '../../api';
import { OP_MANAGE, opEditPath } from '../../paths';
import styles from '../../parts/declare.module.css';
import { DeclarationApplications } from '../../parts/declaration-applications';
import { SUBMITTED_STATES } from '../../parts/state-tag';
import { DeclarationContent, DeclarationFacts, MaterialRequirements } from '../../parts/declaration-facts';

function Counts({ counts }: { counts: Record<DeclareState, number> }) {
  return (
    <Card className={styles.card} title="申报情况">
      <StatGrid items={SUBMITTED_STATES.map((s) => ({ label: DECLARE_STATE[s], value: counts[s] }))} />
    </Card>
  );
}

/** /op/declare/detail/:id: a declaration with its counts, materials, text and the enterprises' applications. */
export default function DeclarationPage() {
  const navigate = useNavigate();
  return (
    <DetailPage<DeclareDetail>
      title="申报通知详情"
      backTo={OP_MANAGE}
      item={declaration}
      sections={[]}
      notFoundText="申报通知不存在或已被删除"
      right={(d) => (
        <Button size="mini" fill="none" color="primary" onClick={() => void navigate(opEditPath(d.id))}>
          编辑
        </Button>
      )}
    >
      {(d) => (
        <>
          <DeclarationFacts declaration={d} />
          {d.counts ? <Counts counts={d.counts} /> : null}
          <DeclarationApplications declareId={d.id} />
          <MaterialRequirements materials={d.materials} />
          <DeclarationContent content={d.content} />
        </>
      )}
    </DetailPage>
  );
}
