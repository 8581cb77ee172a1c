import { Toast } from 'antd-mobile';
import { EnvelopeError } from '@/core/http';

/**
 * SPEC §8: a failure shows the server's message (the HTTP client already did, for an envelope)
 * or the screen's own fallback (注册失败! / 重置失败! / 申请失败！ …) for anything else.
 */
export function showFailure(error: unknown, fallback: string): void {
  if (error instanceof EnvelopeError) return;
  Toast.show({ content: fallback, icon: 'fail', duration: 3000 });
}
