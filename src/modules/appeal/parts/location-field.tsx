import { Button, Space } from 'antd-mobile';
import { EnvironmentOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import styles from './appeal.module.css';

/** The device's position (WGS-84), when the person allows it. */
export interface Position {
  lng: number;
  lat: number;
  /** Metres. */
  accuracy: number;
}

export interface LocationFieldProps {
  value?: Position | null;
  onChange?: (value: Position | null) => void;
}

function failure(error: GeolocationPositionError): string {
  if (error.code === error.PERMISSION_DENIED) return '未获得定位权限，可只填写地址';
  if (error.code === error.TIMEOUT) return '定位超时，可稍后重试或只填写地址';
  return '暂时无法定位，可只填写地址';
}

const fixed = (n: number) => n.toFixed(6);

/** 获取当前位置: optional; the address text stays the main description of the place. */
export function LocationField({ value, onChange }: LocationFieldProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  const locate = () => {
    setBusy(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setBusy(false);
        const { longitude, latitude, accuracy } = position.coords;
        onChange?.({
          lng: Number(fixed(longitude)),
          lat: Number(fixed(latitude)),
          accuracy: Math.round(accuracy),
        });
      },
      (error) => {
        setBusy(false);
        setProblem(failure(error));
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  if (!supported) return <p className={styles.hint}>此浏览器不支持定位，请填写地址</p>;
  return (
    <div>
      {value ? (
        <Space align="center" wrap>
          <span className={styles.position}>
            <EnvironmentOutline aria-hidden /> 经度 {fixed(value.lng)}，纬度 {fixed(value.lat)}
            {value.accuracy ? `（精度约 ${value.accuracy} 米）` : ''}
          </span>
          <Button size="mini" fill="outline" onClick={() => onChange?.(null)}>
            清除
          </Button>
        </Space>
      ) : (
        <Button size="small" fill="outline" color="primary" loading={busy} disabled={busy} onClick={locate}>
          <EnvironmentOutline aria-hidden /> 获取当前位置
        </Button>
      )}
      {problem ? (
        <p className={styles.problem}>{problem}</p>
      ) : (
        <p className={styles.hint}>可选；仅在提交诉求时使用</p>
      )}
    </div>
  );
}
