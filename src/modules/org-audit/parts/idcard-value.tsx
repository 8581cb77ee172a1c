import { Button } from 'antd-mobile';
import { useState } from 'react';
import { hasPermission } from '@common/roles';
import { useSession } from '@/core/use-session';
import { revealIdcard, type ApplicationDetail } from '../api';
import styles from './parts.module.css';

type Field = 'legalIdcard' | 'idcard';

/**
 * An ID number as the server gives it (masked), and 查看完整证件号 for the operator comparing it with
 * the documents, when a role grants it (org.idcard): the server records each look.
 */
export function IdcardValue({ application, field }: { application: ApplicationDetail; field: Field }) {
  const [full, setFull] = useState<{ id: number; value: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const mayReveal = hasPermission(useSession(), 'org.idcard');
  const masked = application[field];
  if (!masked) return null;
  if (!mayReveal) return <span>{masked}</span>;
  const shown = full?.id === application.id ? full.value : null;
  if (shown) return <span data-testid={`${field}-full`}>{shown}</span>;
  const reveal = async () => {
    setBusy(true);
    try {
      const answer = await revealIdcard(application.id);
      setFull({ id: application.id, value: answer[field] });
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className={styles.idcard}>
      <span>{masked}</span>
      <Button size="mini" fill="none" color="primary" loading={busy} onClick={() => void reveal().catch(() => undefined)}>
        查看完整证件号
      </Button>
    </span>
  );
}
