import { Link } from 'react-router-dom';
import styles from './economy.module.css';
import { ECONOMY_EXPLAIN, indicatorManagePath, indicatorPath, orgDataPath } from '../paths';

/** The economy's screens that are no menu entry of their own, linked from the target page. */
const LINKS = [
  { to: indicatorPath('industry'), text: '指标定义' },
  { to: indicatorManagePath('industry'), text: '指标管理' },
  { to: orgDataPath('industry'), text: '企业报送数据' },
  { to: ECONOMY_EXPLAIN, text: '数据说明' },
];

export function EconomyLinks() {
  return (
    <nav className={styles.bar} aria-label="经济运行">
      {LINKS.map((l) => (
        <Link key={l.to} to={l.to} style={{ marginRight: 16 }}>
          {l.text}
        </Link>
      ))}
    </nav>
  );
}
