/** Header names of the spec's request signing (SPEC §7). Lower-case, as HTTP/2 and Node see them. */
export const SIGNING_HEADERS = {
  sysid: 'sysid',
  timestamp: 'timestamp',
  nonce: 'nonce',
  signature: 'signature',
} as const;

/** The public key reaches the page in this meta tag, injected by the server into index.html. */
export const PUBLIC_KEY_META = 'innoweb-rsa-public-key';

/** What the client RSA-encrypts into the `signature` field of passport/code/send (SPEC §7). */
export const SMS_SIGNATURE_CONSTANT = 'innoweb-sms';
