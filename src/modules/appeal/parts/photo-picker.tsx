import { ImageUploader, Toast, type ImageUploadItem } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { APPEAL_LIMITS } from '@common/appeal/rules';
import { formatBytes, prepareForUpload } from '@/ui/upload-image';
import styles from './appeal.module.css';

/** A chosen photo: the compressed file that will be sent, and its local preview address. */
export interface PickedPhoto extends ImageUploadItem {
  file: File;
}

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export interface PhotoPickerProps {
  value?: PickedPhoto[];
  onChange?: (value: PickedPhoto[]) => void;
  disabled?: boolean;
}

/**
 * Up to six photos for an appeal, kept on the phone (nothing is uploaded here: the whole appeal is
 * sent through the outbox, also without a network). Large photos are scaled to 1600 px JPEG first.
 */
export function PhotoPicker({ value = [], onChange, disabled }: PhotoPickerProps) {
  const urls = useRef<string[]>([]);
  useEffect(() => {
    const created = urls.current;
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const beforeUpload = async (file: File): Promise<File | null> => {
    if (!file.type.startsWith('image/')) {
      Toast.show({ content: '只能选择图片', icon: 'fail' });
      return null;
    }
    const prepared = await prepareForUpload(file);
    if (prepared.size === 0) {
      Toast.show({ content: '所选照片是空的，请重新选择', icon: 'fail' });
      return null;
    }
    if (prepared.size > PHOTO_MAX_BYTES) {
      Toast.show({
        content: `照片不能超过 ${formatBytes(PHOTO_MAX_BYTES)}，当前为 ${formatBytes(prepared.size)}`,
        icon: 'fail',
      });
      return null;
    }
    return prepared;
  };

  const upload = async (file: File): Promise<PickedPhoto> => {
    const url = URL.createObjectURL(file);
    urls.current.push(url);
    return { key: url, url, file };
  };

  const size = value.reduce((sum, photo) => sum + photo.file.size, 0);
  return (
    <div>
      <ImageUploader
        value={value}
        onChange={(items) => onChange?.(items as PickedPhoto[])}
        accept="image/*"
        multiple
        maxCount={APPEAL_LIMITS.photosMax}
        beforeUpload={beforeUpload}
        upload={upload}
        disableUpload={disabled}
        deletable={!disabled}
        showFailed={false}
        aria-label="添加现场照片"
      />
      <p className={styles.hint}>
        {value.length
          ? `已选 ${value.length} 张，共 ${formatBytes(size)}（已压缩）`
          : `最多 ${APPEAL_LIMITS.photosMax} 张，拍照后自动压缩；无网络时也可选择，联网后随诉求一起提交`}
      </p>
    </div>
  );
}
