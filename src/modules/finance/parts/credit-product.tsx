import { Button, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { CreditProduct } from '@common/finance/contract';
import { displayValue } from '@/ui/fields';
import { productTerms } from './product-terms';
import styles from './finance.module.css';
import { applyPath, loanDetailPath, productDetailPath } from '../paths';

const MARK = { yes: '✓', no: '✗', bank: '○' } as const;

/** One product of the credit view: whether the enterprise qualifies, each condition with its reason, and what it could change. */
export function CreditProductCard({ p }: { p: CreditProduct }) {
  const navigate = useNavigate();
  return (
    <section className={styles.card} aria-label={p.name}>
      <h3 className={styles.cardTitle}>
        {p.name} <Tag color={p.qualifies ? 'success' : 'default'}>{p.qualifies ? '符合条件' : '暂不符合'}</Tag> <Tag fill="outline">{p.loanType}</Tag>
      </h3>
      <p className={styles.hint}>{p.institutionName}</p>
      <dl className={styles.facts}>
        {productTerms<CreditProduct>().map((f) => (
          <div key={f.label} style={{ display: 'contents' }}>
            <dt>{f.label}</dt>
            <dd>{displayValue(p, f)}</dd>
          </div>
        ))}
        {p.limit !== null && (
          <>
            <dt>参考额度</dt>
            <dd>
              <strong>{p.limit} 万元</strong>
            </dd>
          </>
        )}
      </dl>
      <ul className={styles.reasons} aria-label="评估理由">
        {p.reasons.map((r) => (
          <li key={r.text} data-met={r.met === null ? 'bank' : String(r.met)}>
            {r.met === null ? MARK.bank : r.met ? MARK.yes : MARK.no} {r.text}
          </li>
        ))}
      </ul>
      {p.toQualify.length > 0 && (
        <div className={styles.toQualify}>
          <strong>如何达到条件</strong>
          <ul>
            {p.toQualify.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.actions}>
        <Button size="small" onClick={() => void navigate(productDetailPath(p.id))}>
          产品详情
        </Button>
        {p.openLoanId !== null ? (
          <Button size="small" color="primary" fill="outline" onClick={() => void navigate(loanDetailPath(p.openLoanId!))}>
            查看办理进度
          </Button>
        ) : (
          p.qualifies && (
            <Button size="small" color="primary" onClick={() => void navigate(applyPath(p.id))}>
              立即申请
            </Button>
          )
        )}
      </div>
    </section>
  );
}
