import { afterEach, describe, expect, it } from 'vitest';
import { cookieName, getCookie, removeCookie, setCookie } from './cookies';

/** The cookie strings the page writes, with their attributes (document.cookie reads back names and values only). */
function written(run: () => void): string[] {
  const writes: string[] = [];
  let owner: object | null = document;
  while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object | null;
  const descriptor = Object.getOwnPropertyDescriptor(owner!, 'cookie')!;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor.get!.call(document) as string,
    set: (value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    },
  });
  try {
    run();
  } finally {
    delete (document as unknown as Record<string, unknown>).cookie;
  }
  return writes;
}

/** Puts the page at a URL (happy-dom's own control). */
const openAt = (url: string) => (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);

const attributesOf = (cookie: string) => cookie.split('; ').slice(1).map((part) => part.split('=')[0]!.toLowerCase());

describe('cookies', () => {
  afterEach(() => {
    openAt('http://localhost:3000/innoweb/index');
  });

  it('are Secure when the page came over HTTPS, and SameSite=Lax for the whole site', () => {
    openAt('https://park.example.cn/innoweb/index');
    const [set, removed] = written(() => {
      setCookie('token', 'abc');
      removeCookie('token');
    });
    for (const cookie of [set!, removed!]) {
      expect(cookie.startsWith(`${cookieName('token')}=`)).toBe(true);
      expect(attributesOf(cookie)).toEqual(expect.arrayContaining(['secure', 'samesite', 'path']));
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('path=/');
    }
  });

  it('are not Secure over plain HTTP, where a Secure cookie would not be kept', () => {
    openAt('http://localhost:3000/innoweb/index');
    const [set] = written(() => setCookie('token', 'abc'));
    expect(attributesOf(set!)).not.toContain('secure');
    expect(set).toContain('SameSite=Lax');
    expect(getCookie('token')).toBe('abc');
    removeCookie('token');
    expect(getCookie('token')).toBeUndefined();
  });
});
