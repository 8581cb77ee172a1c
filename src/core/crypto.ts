import { PUBLIC_KEY_META } from '@common/signature';
import { md5Hex } from './md5';
import { parsePublicKey, rsaEncryptWith, type RsaPublicKey } from './rsa';

let key: RsaPublicKey | null = null;

/** The server's public key, injected into index.html by the server (SPEC §5: embedded in the client). */
export function publicKey(): string {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PUBLIC_KEY_META}"]`);
  if (!meta?.content) throw new Error('页面缺少加密公钥，请刷新页面');
  return meta.content;
}

/**
 * RSA (PKCS#1 v1.5) encryption of text with the server's public key, base64 (./rsa.ts: the
 * platform's BigInt, well under a millisecond, so a screen's first reads sign in the task that
 * sends them).
 */
export async function rsaEncrypt(text: string): Promise<string> {
  key ??= parsePublicKey(publicKey());
  const result = rsaEncryptWith(key, text);
  if (result === null) throw new Error('加密失败');
  return result;
}

/** MD5 of the text's UTF-8 bytes, hex. */
export async function md5(text: string): Promise<string> {
  return md5Hex(text);
}

/** A random string for a request nonce: 16 bytes from the platform's CSPRNG, hex. */
export function randomString(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
