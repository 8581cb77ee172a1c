import MD5 from 'crypto-js/md5';
import { JSEncrypt } from 'jsencrypt';

/**
 * What signing a request needs (SPEC §7: an RSA nonce and an MD5 signature), in one chunk that
 * the first signed request loads: neither library is in the entry bundle.
 */
export function createEncryptor(publicKey: string): JSEncrypt {
  const instance = new JSEncrypt();
  instance.setPublicKey(publicKey);
  return instance;
}

export function md5Hex(text: string): string {
  return MD5(text).toString();
}
