/**
 * Resolves in a task of its own: work that would otherwise run back to back in one microtask
 * checkpoint (several calls started together) gets split where the browser can paint and answer
 * input in between. A message, not a timer: hidden pages clamp timers to a second.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
