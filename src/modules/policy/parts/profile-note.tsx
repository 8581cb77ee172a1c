import styles from './policy.module.css';

/** Under a question: what the organisation record says (the answer was prefilled from it). */
export function ProfileNote({ display }: { display: string }) {
  if (!display) return null;
  return <span className={styles.profileNote}>企业信息：{display}（已自动带出，可修改）</span>;
}
