import { parkPortal } from '../api';
import styles from './home.module.css';

/** The park's service contact (/op/setting/basic), when it gave one. */
export function ParkContact() {
  const contact = parkPortal.useQuery({}).data?.contact;
  if (!contact || !(contact.phone || contact.address || contact.email)) return null;
  return (
    <address className={styles.contact} aria-label="园区联系方式">
      {contact.phone ? (
        <span>
          服务电话 <a href={`tel:${contact.phone.replaceAll('-', '')}`}>{contact.phone}</a>
        </span>
      ) : null}
      {contact.email ? (
        <span>
          邮箱 <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </span>
      ) : null}
      {contact.address ? <span>地址 {contact.address}</span> : null}
    </address>
  );
}
