import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import styles from './carrier.module.css';

/** A row of buttons that each open a screen. */
export function NavButtons({ items }: { items: { label: string; path: string; primary?: boolean }[] }) {
  const navigate = useNavigate();
  return (
    <div className={styles.links}>
      {items.map((i) => (
        <Button key={i.path} block color={i.primary ? 'primary' : 'default'} onClick={() => void navigate(i.path)}>
          {i.label}
        </Button>
      ))}
    </div>
  );
}
