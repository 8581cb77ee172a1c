import { Button, Form, type FormProps } from 'antd-mobile';
import styles from './parts.module.css';

/** The frame of the certification forms: a vertical card form with one large submit button at its foot. */
export function CardForm({
  submitText,
  ...props
}: Pick<FormProps, 'form' | 'initialValues' | 'onFinish' | 'children'> & { submitText: string }) {
  return (
    <Form
      {...props}
      className={styles.form}
      layout="vertical"
      mode="card"
      footer={
        <div className={styles.footer}>
          <Button block type="submit" color="primary" size="large">
            {submitText}
          </Button>
        </div>
      }
    />
  );
}
