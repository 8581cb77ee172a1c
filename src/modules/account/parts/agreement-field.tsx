import { SPEC_STRINGS } from '@common/spec-strings';
import { Button, Checkbox, Form, Popup } from 'antd-mobile';
import { useState } from 'react';
import { LoadFailed } from '@/ui/states';
import { parkAgreements } from '../api';
import styles from './account-form.module.css';

type Which = 'userAgreement' | 'privacyPolicy';
const TITLES: Record<Which, string> = { userAgreement: '用户协议', privacyPolicy: '隐私政策' };

/** The park's agreement texts in a sheet from the bottom. */
function AgreementSheet({ which, onClose }: { which: Which | null; onClose: () => void }) {
  const { data, error, mutate } = parkAgreements.useQuery(which ? {} : null);
  return (
    <Popup visible={which !== null} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.agreementSheet} destroyOnClose>
      {which ? (
        <section aria-label={TITLES[which]}>
          <h2 className={styles.agreementTitle}>{TITLES[which]}</h2>
          {data ? (
            <div className={styles.agreementText}>{data[which]}</div>
          ) : error ? (
            <LoadFailed error={error} onRetry={() => void mutate()} />
          ) : (
            <p className={styles.subtitle}>{SPEC_STRINGS.loading}</p>
          )}
          <Button block color="primary" onClick={onClose}>
            我知道了
          </Button>
        </section>
      ) : null}
    </Popup>
  );
}

/** Registration's consent: the park's user agreement and privacy policy, to be read and accepted. */
export function AgreementField() {
  const [open, setOpen] = useState<Which | null>(null);
  const link = (which: Which) => (
    <a
      href="#"
      className={styles.agreementLink}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        setOpen(which);
      }}
    >
      《{TITLES[which]}》
    </a>
  );
  return (
    <>
      <Form.Item
        name="agreed"
        valuePropName="checked"
        rules={[{ validator: async (_rule, value: unknown) => { if (value !== true) throw new Error('请阅读并同意用户协议和隐私政策'); } }]}
      >
        <Checkbox aria-label="同意用户协议和隐私政策">
          <span className={styles.agreement}>
            我已阅读并同意{link('userAgreement')}和{link('privacyPolicy')}
          </span>
        </Checkbox>
      </Form.Item>
      <AgreementSheet which={open} onClose={() => setOpen(null)} />
    </>
  );
}
