import { Card, Tag } from 'antd-mobile';
import type { PolicyDetail } from '@common/policy';
import { AttachmentList } from '@/ui/attachment-list';
import { formatDate } from '@/ui/format';
import styles from './policy.module.css';
import { validityText } from './validity-text';
import { AutoGrantTag } from './auto-grant-tag';

/** Plain text with blank-line paragraphs, as the server stores guide texts. */
export function Paragraphs({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return (
    <div className={styles.text}>
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

const VALIDITY_COLOR = { LIVE: 'success', UPCOMING: 'primary', EXPIRED: 'default' } as const;

/** The guide of a policy (申报指南): heading facts, eligible parties, content, method, contacts, files. */
export function GuideView({ policy }: { policy: PolicyDetail }) {
  return (
    <>
      <Card className={styles.card}>
        <h2 className={styles.title}>{policy.title}</h2>
        <div className={styles.tags}>
          <Tag color="primary" fill="outline">
            {policy.levelLabel}
          </Tag>
          <Tag color={VALIDITY_COLOR[policy.validity]} fill="outline">
            {policy.validityLabel}
          </Tag>
          <AutoGrantTag shown={policy.autoGrant} />
        </div>
        <dl className={styles.facts}>
          <dt>发文单位</dt>
          <dd>{policy.issuer}</dd>
          {policy.docNo ? (
            <>
              <dt>文号</dt>
              <dd>{policy.docNo}</dd>
            </>
          ) : null}
          <dt>发布日期</dt>
          <dd>{formatDate(policy.publishDate)}</dd>
          <dt>有效期</dt>
          <dd>{validityText(policy)}</dd>
          <dt>适用行业</dt>
          <dd>{policy.industries.length ? policy.industries.join('、') : '不限行业'}</dd>
          <dt>最高奖补</dt>
          <dd className={styles.money}>{policy.maxAward ? `${policy.maxAward}万元` : '非资金支持'}</dd>
        </dl>
        {policy.summary ? <p className={styles.summary}>{policy.summary}</p> : null}
      </Card>
      {policy.eligible ? (
        <Card className={styles.card} title="申报对象">
          <Paragraphs text={policy.eligible} />
        </Card>
      ) : null}
      <Card className={styles.card} title="政策内容">
        <Paragraphs text={policy.content} />
      </Card>
      {policy.applyMethod ? (
        <Card className={styles.card} title="申报方式">
          <Paragraphs text={policy.applyMethod} />
        </Card>
      ) : null}
      {policy.contactName || policy.contactPhone || policy.sourceUrl ? (
        <Card className={styles.card} title="联系方式">
          <dl className={styles.facts}>
            {policy.contactName ? (
              <>
                <dt>联系人</dt>
                <dd>{policy.contactName}</dd>
              </>
            ) : null}
            {policy.contactPhone ? (
              <>
                <dt>联系电话</dt>
                <dd>
                  <a href={`tel:${policy.contactPhone.replace(/[^\d+-]/g, '')}`}>{policy.contactPhone}</a>
                </dd>
              </>
            ) : null}
            {policy.sourceUrl ? (
              <>
                <dt>政策原文</dt>
                <dd>
                  <a href={policy.sourceUrl} target="_blank" rel="noopener noreferrer">
                    查看原文
                  </a>
                </dd>
              </>
            ) : null}
          </dl>
        </Card>
      ) : null}
      {policy.attachments.length ? (
        <div className={styles.block}>
          <AttachmentList title="政策附件" files={policy.attachments} />
        </div>
      ) : null}
    </>
  );
}
