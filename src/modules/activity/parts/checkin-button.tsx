import { Button, Dialog, Input } from 'antd-mobile';
import { useState } from 'react';
import { CHECKIN_CODE_DIGITS } from '@common/activity/rules';
import { checkIn } from '../api';

/**
 * 签到: for a user signed up, while check-in is open — the code shown on the screen in the room,
 * typed in a dialog. A wrong code leaves the dialog open with the server's reason shown.
 */
export function CheckinButton({ id, onDone }: { id: number; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const submit = async () => {
    try {
      await checkIn({ id, code });
      setOpen(false);
      onDone();
    } catch {
      // The server's reason (签到码不正确…) is already shown; the dialog stays for another try.
    }
  };
  return (
    <>
      <Button color="primary" onClick={() => setOpen(true)}>
        签到
      </Button>
      <Dialog
        visible={open}
        title="活动签到"
        content={
          <Input
            aria-label="签到码"
            placeholder={`请输入现场展示的${String(CHECKIN_CODE_DIGITS)}位签到码`}
            inputMode="numeric"
            maxLength={CHECKIN_CODE_DIGITS}
            value={code}
            onChange={setCode}
            onEnterPress={() => void submit()}
          />
        }
        onClose={() => setOpen(false)}
        actions={[
          [
            { key: 'cancel', text: '取消', onClick: () => setOpen(false) },
            { key: 'ok', text: '签到', bold: true, disabled: code.trim().length !== CHECKIN_CODE_DIGITS, onClick: () => void submit() },
          ],
        ]}
      />
    </>
  );
}
