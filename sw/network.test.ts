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
    expect(network.mode()).toBe('online');
    browserOnline = false;
    expect(network.offline()).toBe(true);
    expect(network.mode()).toBe('offline');
    browserOnline = true;
    network.report({ type: 'network', online: false });
    expect(network.mode()).toBe('offline');
    network.report({ type: 'network', online: true });
    expect(network.mode()).toBe('online');
    expect(isNetworkMessage({ type: 'network', online: false })).toBe(true);
    expect(isNetworkMessage({ type: 'network' })).toBe(false);
    expect(isNetworkMessage({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isNetworkMessage(null)).toBe(false);
  });

  it('takes the network for unreliable after a read went unanswered, until it answers again', () => {
    const network = createNetworkState(() => true);
    network.failed();
    expect(network.mode()).toBe('unreliable');
    network.answered();
    expect(network.mode()).toBe('online');
  });

  const sources = (cached: Response | undefined, network: () => Promise<Response>) => {
    const onLate = vi.fn();
    const fromCache = vi.fn(async () => cached);
    return { fromCache, network: vi.fn(network), timeoutMs: 3000, onLate };
  };

  it('answers a cached read at once while offline, without asking the network', async () => {
    const s = sources(page('cached'), hanging);
    expect(await (await answerRead('offline', s)).text()).toBe('cached');
    expect(s.network).not.toHaveBeenCalled();
    expect(await (await answerRead('offline', sources(undefined, async () => page('network')))).text()).toBe('network');
  });

  it('on an unreliable network, answers from the cache at once and asks the network in the background', async () => {
    const s = sources(page('cached'), hanging);
    expect(await (await answerRead('unreliable', s)).text()).toBe('cached');
    expect(s.network).toHaveBeenCalledTimes(1);
    expect(await (await answerRead('unreliable', sources(undefined, async () => page('network')))).text()).toBe('network');
  });

  it('online, waits for the network up to the timeout, then answers from the cache and says it was late', async () => {
    vi.useFakeTimers();
    const fresh = sources(page('cached'), async () => page('network'));
    expect(await (await answerRead('online', fresh)).text()).toBe('network');
    expect(fresh.fromCache).not.toHaveBeenCalled();

    const dead = sources(page('cached'), hanging);
    let settled: Response | undefined;
    void answerRead('online', dead).then((r) => (settled = r));
    await vi.advanceTimersByTimeAsync(2900);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    expect(await settled!.text()).toBe('cached');
    expect(dead.onLate).toHaveBeenCalledTimes(1);
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
