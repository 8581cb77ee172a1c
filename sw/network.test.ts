import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerNavigation, answerRead, createNetworkState, isNetworkMessage } from './network';

const page = (text: string) => new Response(text, { status: 200 });
/** A network that never answers: a phone on a dead Wi-Fi. */
const hanging = () => new Promise<Response>(() => undefined);

describe('the worker offline', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is offline when the browser says so or a page reported it, until a page reports the network back', () => {
    let browserOnline = true;
    const network = createNetworkState(() => browserOnline);
    expect(network.offline()).toBe(false);
    browserOnline = false;
    expect(network.offline()).toBe(true);
    browserOnline = true;
    network.report({ type: 'network', online: false });
    expect(network.offline()).toBe(true);
    network.report({ type: 'network', online: true });
    expect(network.offline()).toBe(false);
    expect(isNetworkMessage({ type: 'network', online: false })).toBe(true);
    expect(isNetworkMessage({ type: 'network' })).toBe(false);
    expect(isNetworkMessage({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isNetworkMessage(null)).toBe(false);
  });

  it('answers a cached read at once while offline, without asking the network', async () => {
    const networkFirst = vi.fn(hanging);
    const answer = await answerRead(true, async () => page('cached'), networkFirst);
    expect(await answer.text()).toBe('cached');
    expect(networkFirst).not.toHaveBeenCalled();
  });

  it('asks the network for what the cache does not hold offline, and first for everything online', async () => {
    const fromCache = vi.fn(async () => page('cached'));
    expect(await (await answerRead(true, async () => undefined, async () => page('network'))).text()).toBe('network');
    expect(await (await answerRead(false, fromCache, async () => page('network'))).text()).toBe('network');
    expect(fromCache).not.toHaveBeenCalled();
  });

  it('opens a page from the shell at once while offline, and waits for the network only while online', async () => {
    vi.useFakeTimers();
    const shell = async () => page('shell');
    const offline = await answerNavigation(true, hanging, shell, 3000);
    expect(await offline.text()).toBe('shell');

    let settled: Response | undefined;
    void answerNavigation(false, hanging, shell, 3000).then((r) => (settled = r));
    await vi.advanceTimersByTimeAsync(2900);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    expect(await settled!.text()).toBe('shell');

    const failedAtOnce = await answerNavigation(false, () => Promise.reject(new TypeError('Failed to fetch')), shell, 3000);
    expect(await failedAtOnce.text()).toBe('shell');
    expect(await (await answerNavigation(false, async () => page('network'), shell, 3000)).text()).toBe('network');
  });
});
