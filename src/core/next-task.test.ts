import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves after the current task and its microtasks, not within them', async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    order.push('same task');
    await waited;
    expect(order).toEqual(['microtask', 'same task', 'next task']);
  });

  it('puts calls started together into separate tasks', async () => {
    const order: string[] = [];
    const first = nextTask().then(() => {
      order.push('first');
      queueMicrotask(() => order.push("first's microtask"));
    });
    const second = nextTask().then(() => order.push('second'));
    await Promise.all([first, second]);
    // In one task the second would run before the first's microtask.
    expect(order).toEqual(['first', "first's microtask", 'second']);
  });
});
