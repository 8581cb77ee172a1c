import { Button, Toast } from 'antd-mobile';
import { DownlandOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import type { ApiBase } from '@common/constants';
import { exportData } from '@/core/download';
import { EnvelopeError } from '@/core/http';

export interface ExportSpec<Q> {
  /** The export endpoint (SPEC §7 generic export: POST JSON, answers a file). */
  path: string;
  base?: ApiBase;
  label?: string;
  /** The body posted; the current query by default. */
  toBody?: (query: Q) => unknown;
}

/** 导出: posts the list's current query and saves the file the server names (default 数据导出). */
export function ExportButton<Q>({ spec, query }: { spec: ExportSpec<Q>; query: Q }) {
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      await exportData(spec.path, spec.toBody ? spec.toBody(query) : query, spec.base);
    } catch (error) {
      // The server's own message was already shown by the HTTP client.
      if (!(error instanceof EnvelopeError)) Toast.show({ content: '导出失败，请稍后重试', icon: 'fail' });
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button
      size="small"
      fill="outline"
      color="primary"
      loading={running}
      disabled={running}
      onClick={() => void run()}
      aria-label={spec.label ?? '导出'}
    >
      <DownlandOutline /> {spec.label ?? '导出'}
    </Button>
  );
}
