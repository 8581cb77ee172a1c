import { Button, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { SETTING_LIMITS } from '@common/setting/rules';
import { uploadFile } from '@/ui/upload-field';
import styles from './setting.module.css';

const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * The park's logo: the one the portal shows now (an image of the portal's own, under /innoweb/),
 * or a new image uploaded here — its value is then the upload's download address, which the
 * server turns into the portal's logo when the section is saved.
 */
export function LogoField({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!LOGO_TYPES.includes(file.type)) return void Toast.show({ content: '园区标志须为 PNG、JPG 或 WebP 图片', icon: 'fail' });
    if (file.size > SETTING_LIMITS.logoBytes) return void Toast.show({ content: '园区标志图片不能超过 1 MB', icon: 'fail' });
    setBusy(true);
    try {
      const uploaded = await uploadFile(file, { loading: '上传中……' });
      setPreview(URL.createObjectURL(file));
      onChange?.(uploaded.url);
    } catch {
      // The server's message was shown by the HTTP client.
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const shown = preview ?? (value?.startsWith('/innoweb/') ? value : null);
  return (
    <div className={styles.logo}>
      {shown ? <img className={styles.logoImage} src={shown} alt="园区标志" /> : null}
      <Button size="small" loading={busy} disabled={busy} onClick={() => input.current?.click()}>
        {shown ? '更换标志' : '上传标志'}
      </Button>
      <input
        ref={input}
        className={styles.fileInput}
        type="file"
        accept={LOGO_TYPES.join(',')}
        aria-label="选择园区标志图片"
        onChange={(e) => void choose(e.target.files?.[0])}
      />
    </div>
  );
}
