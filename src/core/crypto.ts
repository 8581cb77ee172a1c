import type { JSEncrypt } from 'jsencrypt';
import { PUBLIC_KEY_META } from '@common/signature';
import { nextTask } from './next-task';
import type * as Signer from './signer';

// The signing code (jsencrypt, MD5) is loaded on the first signed request, keeping it out of the
// entry chunk: that request waits for it anyway.
let signer: Promise<typeof Signer> | null = null;
let encryptor: Promise<JSEncrypt> | null = null;

/** The server's public key, injected into index.html by the server (SPEC §5: embedded in the client). */
export function publicKey(): string {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PUBLIC_KEY_META}"]`);
  if (!meta?.content) throw new Error('页面缺少加密公钥，请刷新页面');
  return meta.content;
}

function loadSigner(): Promise<typeof Signer> {
  signer ??= import('./signer');
  signer.catch(() => {
    signer = null;
  });
  return signer;
}

function loadEncryptor(): Promise<JSEncrypt> {
  encryptor ??= loadSigner().then(({ createEncryptor }) => createEncryptor(publicKey()));
  encryptor.catch(() => {
    encryptor = null;
  });
  return encryptor;
}

/**
 * RSA (PKCS#1 v1.5) encryption of text with the server's public key, base64. Each encryption runs
 * in a task of its own: one takes 1–13 ms on a desktop (the first ones, before the JIT has warmed
 * up, the longest) and several times that on a phone, and a screen's first reads, all signed at
 * once, made one long task of them that held back its first paint and input.
 */
export async function rsaEncrypt(text: string): Promise<string> {
  const encryptor = await loadEncryptor();
  await nextTask();
  const result = encryptor.encrypt(text);
  if (result === false) throw new Error('加密失败');
  return result;
}

/** MD5 of the text's UTF-8 bytes, hex. */
export async function md5(text: string): Promise<string> {
  return (await loadSigner()).md5Hex(text);
}

/** A random string for a request nonce: 16 bytes from the platform's CSPRNG, hex. */
export function randomString(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
