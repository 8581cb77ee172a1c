import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { clearDraft, loadDraft, saveDraft, type Draft } from '@/core/drafts';
import { currentUser, subscribeSession } from '@/core/session';

export interface DraftHandle<T> {
  /** Loaded from Dexie (the draft may still be undefined: nothing was saved). */
  ready: boolean;
  /** What was stored when the screen opened (or when the person changed). */
  draft: Draft<T> | undefined;
  /** Debounced autosave: the last value wins after `delayMs` of quiet. */
  save(value: T): void;
  saveNow(value: T): Promise<void>;
  clear(): Promise<void>;
}

const userId = () => currentUser()?.id ?? 0;

/**
 * A form's autosaved draft (DESIGN §5). `key` names the form and its subject (e.g.
 * `declare:apply:12`); null while the subject is unknown. A pending autosave is written when the
 * screen goes away, so leaving the form loses nothing; `clear` after a successful submit.
 */
export function useDraft<T>(key: string | null, options: { delayMs?: number } = {}): DraftHandle<T> {
  const delayMs = options.delayMs ?? 800;
  const owner = useSyncExternalStore(subscribeSession, userId, userId);
  const [loaded, setLoaded] = useState<{ key: string; owner: number; draft: Draft<T> | undefined } | null>(null);
  const pending = useRef<{ key: string; value: T; timer: ReturnType<typeof setTimeout> } | null>(null);

  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return Promise.resolve();
    pending.current = null;
    clearTimeout(waiting.timer);
    return saveDraft(waiting.key, waiting.value);
  }, []);

  useEffect(() => {
    if (key === null) return;
    let alive = true;
    void loadDraft<T>(key).then((draft) => {
      if (alive) setLoaded({ key, owner, draft });
    });
    return () => {
      alive = false;
      void flush();
    };
  }, [key, owner, flush]);

  const save = useCallback(
    (value: T) => {
      if (key === null) return;
      if (pending.current && pending.current.key !== key) void flush();
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { key, value, timer: setTimeout(() => void flush(), delayMs) };
    },
    [key, delayMs, flush],
  );

  const saveNow = useCallback(
    async (value: T) => {
      if (key === null) return;
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
      await saveDraft(key, value);
    },
    [key],
  );

  const clear = useCallback(async () => {
    if (key === null) return;
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    await clearDraft(key);
  }, [key]);

  const current = loaded && loaded.key === key && loaded.owner === owner ? loaded : null;
  return { ready: current !== null, draft: current?.draft, save, saveNow, clear };
}
