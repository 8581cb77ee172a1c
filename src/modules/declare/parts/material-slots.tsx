import { Button, Card, Dialog, Form, ImageViewer, Tag, Toast } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { DECLARE_LIMITS, materialAccept, materialTypesLabel } from '@common/declare/rules';
import { saveBlob } from '@/core/download';
import { EnvelopeError, HttpResponseError, requestFile } from '@/core/http';
import { DEFAULT_MAX_BYTES, uploadFile } from '@/ui/upload-field';
import { formatBytes, prepareForUpload } from '@/ui/upload-image';
import { setMaterialFiles, type MaterialFiles } from '../api';
import styles from './declare.module.css';
import { SPEC_STRINGS } from '@common/spec-strings';
import { quoted } from '@common/quoted';

async function failureText(error: unknown): Promise<string> {
  if (error instanceof HttpResponseError) {
    if (error.response.status === 413) return '文件过大，请压缩后重新上传';
    const body = (await error.response.json().catch(() => null)) as { message?: unknown } | null;
    if (body && typeof body.message === 'string' && body.message) return body.message;
  }
  return '上传失败，请检查网络后重试';
}

/** Business errors were already shown by the HTTP client; anything else gets a toast here. */
async function showFailure(error: unknown) {
  if (!(error instanceof EnvelopeError)) Toast.show({ content: await failureText(error), icon: 'fail' });
}

async function openFile(file: { url: string; filename: string; mime: string }) {
  try {
    const { blob } = await requestFile(file.url, { loading: SPEC_STRINGS.loading });
    if (file.mime.startsWith('image/')) {
      const url = URL.createObjectURL(blob);
      ImageViewer.show({ image: url, afterClose: () => URL.revokeObjectURL(url) });
    } else saveBlob(blob, file.filename);
  } catch (error) {
    if (!(error instanceof EnvelopeError)) Toast.show({ content: '文件获取失败，请稍后重试', icon: 'fail' });
  }
}

interface SlotProps {
  applicationId: number;
  slot: MaterialFiles;
  editable: boolean;
}

/** One material slot: what it wants, its files, and (when editable) upload and remove. */
function MaterialSlot({ applicationId, slot, editable }: SlotProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const ids = slot.files.map((f) => f.id);
  const full = slot.files.length >= DECLARE_LIMITS.filesPerMaterial;

  const upload = async (picked: File) => {
    setBusy(true);
    try {
      const file = picked.type.startsWith('image/') ? await prepareForUpload(picked) : picked;
      if (file.size > DEFAULT_MAX_BYTES) {
        Toast.show({ content: `文件不能超过 ${formatBytes(DEFAULT_MAX_BYTES)}，当前为 ${formatBytes(file.size)}`, icon: 'fail' });
        return;
      }
      if (file.size === 0) {
        Toast.show({ content: '所选文件是空的，请重新选择', icon: 'fail' });
        return;
      }
      const uploaded = await uploadFile(file, { loading: '上传中…' });
      await setMaterialFiles({ id: applicationId, materialId: slot.id, attachmentIds: [...ids, uploaded.id] });
      Toast.show({ content: `已上传${quoted(uploaded.filename)}`, icon: 'success' });
    } catch (error) {
      await showFailure(error);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const remove = async (id: number, filename: string) => {
    const ok = await Dialog.confirm({ title: '删除文件', content: `确定从${quoted(slot.name)}中删除${quoted(filename)}吗？`, confirmText: '删除', cancelText: '取消' });
    if (!ok) return;
    setBusy(true);
    try {
      await setMaterialFiles({ id: applicationId, materialId: slot.id, attachmentIds: ids.filter((x) => x !== id) });
    } catch (error) {
      await showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.slot} aria-label={slot.name} data-material={slot.name}>
      <div className={styles.slotHead}>
        <span>{slot.name}</span>
        <Tag color={slot.required ? 'danger' : 'default'} fill="outline">
          {slot.required ? '必传' : '选传'}
        </Tag>
        <span className={styles.fileSize}>{materialTypesLabel(slot.types)}</span>
      </div>
      {slot.note ? <p className={styles.slotNote}>{slot.note}</p> : null}
      {slot.files.length ? (
        <ul className={styles.files}>
          {slot.files.map((file) => (
            <li key={file.id} className={styles.file}>
              <FileOutline aria-hidden />
              <span className={styles.fileName}>{file.filename}</span>
              <span className={styles.fileSize}>{formatBytes(file.size)}</span>
              <Button size="mini" fill="none" color="primary" onClick={() => void openFile(file)} aria-label={`查看${file.filename}`}>
                查看
              </Button>
              {editable ? (
                <Button size="mini" fill="none" color="danger" disabled={busy} onClick={() => void remove(file.id, file.filename)} aria-label={`删除${file.filename}`}>
                  删除
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.slotNote}>{editable ? '尚未上传' : '未上传'}</p>
      )}
      {editable && !full ? (
        <>
          <input
            ref={input}
            className={styles.hiddenInput}
            type="file"
            accept={materialAccept(slot.types)}
            aria-label={`选择${slot.name}文件`}
            onChange={(event) => {
              const picked = event.target.files?.[0];
              if (picked) void upload(picked);
            }}
          />
          <Button size="small" color="primary" fill="outline" loading={busy} disabled={busy} onClick={() => input.current?.click()}>
            上传{slot.name}
          </Button>
        </>
      ) : null}
    </section>
  );
}

export interface MaterialSlotsProps {
  applicationId: number;
  materials: MaterialFiles[];
  editable: boolean;
  /** Why files cannot be changed right now (offline), shown above the slots. */
  notice?: string;
}

/** The declaration's material slots with the application's files (申报材料). */
export function MaterialSlots({ applicationId, materials, editable, notice }: MaterialSlotsProps) {
  return (
    <Card className={styles.card} title="申报材料">
      {notice ? <p className={styles.slotNote}>{notice}</p> : null}
      {materials.map((slot) => (
        <MaterialSlot key={slot.id} applicationId={applicationId} slot={slot} editable={editable} />
      ))}
    </Card>
  );
}

/** The form field of a material slot, so a message about it (未上传) stands next to it. */
export const materialField = (materialId: number) => `material:${materialId}`;

/** 请上传必传材料“…” for each required slot without a file. */
export function missingMaterials(materials: MaterialFiles[]): { name: string; message: string }[] {
  return materials
    .filter((m) => m.required && m.files.length === 0)
    .map((m) => ({ name: materialField(m.id), message: `请上传必传材料${quoted(m.name)}` }));
}

/**
 * The material slots as items of the application form (after a Form.Header): each slot is a form
 * field with no value of its own, so the form can mark a required one left empty.
 */
export function materialSlotItems({ applicationId, materials, editable, notice }: MaterialSlotsProps) {
  return [
    ...(notice
      ? [
          <Form.Item key="materials:notice">
            <p className={styles.slotNote}>{notice}</p>
          </Form.Item>,
        ]
      : []),
    ...materials.map((slot) => (
      <Form.Item key={slot.id} name={materialField(slot.id)}>
        <MaterialSlot applicationId={applicationId} slot={slot} editable={editable} />
      </Form.Item>
    )),
  ];
}
