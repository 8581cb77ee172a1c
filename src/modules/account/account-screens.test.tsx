import crypto from 'node:crypto';
import { Toast, unstableSetRender } from 'antd-mobile';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_MESSAGE } from '@common/account-rules';
import type { Envelope } from '@common/envelope';
import { PUBLIC_KEY_META, SMS_SIGNATURE_CONSTANT } from '@common/signature';
import { removeCookie } from '@/core/cookies';
import { setNotifier } from '@/core/notify';
import LoginPage from './pages/login-page';
import PassChgPage from './pages/pass-chg-page';
import RegistUserPage from './pages/regist-user-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/*
 * The account screens as a person uses them: the real forms, HTTP client and encryption, with the
 * server replaced by a fetch that answers each path with the envelope a test sets. Toasts are drawn
 * by antd-mobile as in the app (its imperative Toast needs a createRoot renderer on React 19), and
 * the HTTP client's messages go to the same toasts.
 */
const toastRoots = new WeakMap<Element | DocumentFragment, Root>();
unstableSetRender((node, container) => {
  const toastRoot = toastRoots.get(container) ?? createRoot(container);
  toastRoots.set(container, toastRoot);
  toastRoot.render(node);
  return async () => {
    toastRoot.unmount();
    toastRoots.delete(container);
  };
});

const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });

/** What the server does with an encrypted field: native decryption, then PKCS#1 v1.5 unpadding. */
function decrypt(cipher: string): string {
  const block = crypto.privateDecrypt({ key: privateKey, padding: crypto.constants.RSA_NO_PADDING }, Buffer.from(cipher, 'base64'));
  return block.subarray(block.indexOf(0, 2) + 1).toString();
}

interface Sent {
  path: string;
  form: URLSearchParams;
}
let sent: Sent[] = [];
let answers: Record<string, Envelope> = {};
const OK_ANSWER: Envelope = { statusCode: 200, message: '操作成功', data: null };

const SIGNED_IN = {
  token: 'token-1',
  user: { id: 1, name: '用户0003', phone: '13800000003', roles: [{ rolename: '注册用户' }], orgId: null, orgType: null },
};

let host: HTMLElement;
let root: Root;

beforeAll(() => {
  const meta = document.createElement('meta');
  meta.name = PUBLIC_KEY_META;
  meta.content = publicKey.export({ type: 'spki', format: 'pem' }).toString().replace(/-----[^-]+-----|\s+/g, '');
  document.head.appendChild(meta);
  setNotifier({
    error: (content, duration) => void Toast.show({ content, icon: 'fail', duration }),
    success: (content) => void Toast.show({ content, icon: 'success' }),
    loading: (content) => {
      const handler = Toast.show({ content, icon: 'loading', duration: 0 });
      return () => handler.close();
    },
  });
});
afterAll(() => document.head.querySelector(`meta[name="${PUBLIC_KEY_META}"]`)?.remove());

beforeEach(() => {
  sent = [];
  answers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname.replace('/api/dpboot/', '');
      sent.push({ path, form: new URLSearchParams(typeof init.body === 'string' ? init.body : '') });
      return new Response(JSON.stringify(answers[path] ?? OK_ANSWER), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
});
afterEach(async () => {
  act(() => root.unmount());
  act(() => Toast.clear());
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  removeCookie('token');
});

function render(at: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/regist/user', element: <RegistUserPage /> },
      { path: '/regist/passChg', element: <PassChgPage /> },
      { path: '/index', element: <p>首页</p> },
    ],
    { initialEntries: [at] },
  );
  act(() => root.render(<RouterProvider router={router} />));
  return router;
}

async function until(check: () => boolean) {
  for (let i = 0; i < 300 && !check(); i++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(check()).toBe(true);
}

const text = () => document.body.textContent ?? '';
const toasts = () => [...document.querySelectorAll('.adm-toast-main')].map((t) => t.textContent ?? '');
const field = (placeholder: string) => document.querySelector<HTMLInputElement>(`input[placeholder="${placeholder}"]`)!;
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === name)!;
const captchaSrc = () => document.querySelector('img[alt="图形验证码"]')?.getAttribute('src') ?? '';

function type(placeholder: string, value: string) {
  const input = field(placeholder);
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const click = (name: string) => act(() => button(name).click());

// antd-mobile forms validate asynchronously; slow on a busy machine.
describe('the login screen', { timeout: 30_000 }, () => {
  it('names the missing fields and sends nothing', async () => {
    render('/login');
    click('登录');
    await until(() => text().includes('请输入手机号') && text().includes('请输入图形验证码') && text().includes('请输入密码'));
    expect(sent).toEqual([]);
  });

  it('sends the password encrypted; a refusal shows the server’s message and a fresh, empty captcha', async () => {
    answers['passport/login/pass'] = { statusCode: 400, message: '手机号或密码错误', data: null };
    const router = render('/login');
    const firstCaptcha = captchaSrc();
    type('请输入手机号', '13800000003');
    type('请输入右侧字符', 'AB12');
    type('请输入密码', 'Wrong2026ok');
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    click('登录');
    await until(() => toasts().includes('手机号或密码错误'));
    const [login] = sent;
    expect(login?.path).toBe('passport/login/pass');
    expect(login?.form.get('phone')).toBe('13800000003');
    expect(login?.form.get('verCode')).toBe('AB12');
    expect(login?.form.get('code')).not.toContain('Wrong2026ok');
    expect(decrypt(login?.form.get('code') ?? '')).toBe('Wrong2026ok');
    expect(field('请输入右侧字符').value).toBe('');
    expect(captchaSrc()).not.toBe(firstCaptcha);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the wait the server asks for after repeated failures', async () => {
    answers['passport/login/pass'] = { statusCode: 429, message: '登录尝试过于频繁，请8秒后再试', data: null };
    render('/login');
    type('请输入手机号', '13800000003');
    type('请输入右侧字符', 'AB12');
    type('请输入密码', 'Wrong2026ok');
    click('登录');
    await until(() => toasts().includes('登录尝试过于频繁，请8秒后再试'));
    expect(field('请输入右侧字符').value).toBe('');
  });

  it('goes to /index after a successful login', async () => {
    answers['passport/login/pass'] = { statusCode: 200, message: '登录成功', data: SIGNED_IN };
    const router = render('/login');
    type('请输入手机号', '13800000003');
    type('请输入右侧字符', 'AB12');
    type('请输入密码', 'Demo2026ok');
    click('登录');
    await until(() => router.state.location.pathname === '/index');
    expect(text()).toContain('首页');
  });
});

describe.each([
  {
    screen: '/regist/user',
    submit: '注册',
    path: 'passport/regist/user',
    codeType: 'regist',
    success: '注册成功，请前往登录！',
    suggestsCertification: true,
  },
  {
    screen: '/regist/passChg',
    submit: '重置密码',
    path: 'passport/regist/passChg',
    codeType: 'passChg',
    success: '重置成功，请前往登录！',
    suggestsCertification: false,
  },
])('the $screen screen', { timeout: 30_000 }, ({ screen, submit, path, codeType, success, suggestsCertification }) => {
  const fill = (password: string, confirm = password) => {
    type('请输入手机号', '13700000001');
    type('6位验证码', '123456');
    type('8-20位，含字母和数字', password);
    type('再次输入密码', confirm);
    // Registration also needs the park's agreements accepted.
    const agree = document.querySelector<HTMLInputElement>('input[type="checkbox"]');
    if (screen === '/regist/user' && agree && !agree.checked) act(() => agree.click());
  };

  if (screen === '/regist/user')
    it('is not sent before the user agreement and privacy policy are accepted', async () => {
      render(screen);
      type('请输入手机号', '13700000001');
      type('6位验证码', '123456');
      type('8-20位，含字母和数字', 'abc12345');
      type('再次输入密码', 'abc12345');
      click(submit);
      await until(() => text().includes('请阅读并同意用户协议和隐私政策'));
      expect(sent).toEqual([]);
    });

  it('checks the password rules and the confirmation before sending anything', async () => {
    render(screen);
    fill('12345678', '12345679');
    click(submit);
    await until(() => text().includes(PASSWORD_MESSAGE) && text().includes('两次输入的密码不一致'));
    expect(sent).toEqual([]);
  });

  it('sends the SMS code after the captcha and counts down to the next send', async () => {
    render(screen);
    click('获取验证码');
    await until(() => toasts().includes('请先输入正确的手机号'));
    type('请输入手机号', '13700000001');
    click('获取验证码');
    await until(() => toasts().includes('请先输入图形验证码'));
    expect(sent).toEqual([]);

    const firstCaptcha = captchaSrc();
    type('请输入右侧字符', 'AB12');
    click('获取验证码');
    await until(() => toasts().includes('验证码发送成功！'));
    const [send] = sent;
    expect(send?.path).toBe(`passport/code/send/${codeType}`);
    expect(send?.form.get('phone')).toBe('13700000001');
    expect(send?.form.get('verCode')).toBe('AB12');
    expect(decrypt(send?.form.get('signature') ?? '')).toBe(SMS_SIGNATURE_CONSTANT);
    expect(button('60秒后重发').disabled).toBe(true);
    // The captcha answer was used up by the send.
    expect(field('请输入右侧字符').value).toBe('');
    expect(captchaSrc()).not.toBe(firstCaptcha);
  });

  it('shows /login after success, the password having travelled encrypted', async () => {
    const router = render(screen);
    fill('Park2026ok');
    click(submit);
    await until(() => router.state.location.pathname === '/login');
    await until(() => toasts().includes(success));
    const [call] = sent;
    expect(call?.path).toBe(path);
    expect(call?.form.get('code')).toBe('123456');
    expect(decrypt(call?.form.get('pass') ?? '')).toBe('Park2026ok');
  });

  it('fills the phone in on /login, keeps it out of the address, and after a registration suggests certification', async () => {
    const router = render(screen);
    fill('Park2026ok');
    click(submit);
    await until(() => router.state.location.pathname === '/login');
    await until(() => field('请输入手机号').value === '13700000001');
    expect(router.state.location.search).toBe('');
    expect(text().includes('登录后可在“我的”中申请企业认证，或关联所在企业')).toBe(suggestsCertification);
  });

  it('stays on the screen and shows the server’s message when the code is refused', async () => {
    answers[path] = { statusCode: 400, message: '短信验证码错误或已过期', data: null };
    const router = render(screen);
    fill('Park2026ok');
    click(submit);
    await until(() => toasts().includes('短信验证码错误或已过期'));
    expect(router.state.location.pathname).toBe(screen);
  });
});
