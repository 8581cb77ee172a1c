import { useCallback, useEffect, useState } from 'react';
import type { AssistantAnswer } from '../api';

/**
 * The assistant's conversation during a visit: kept in the tab's session storage, so opening an
 * answer's policy and coming back shows the same turns; a new visit (tab) starts empty.
 */

export interface Turn {
  key: number;
  question: string;
  state: 'pending' | 'done' | 'failed';
  answers: AssistantAnswer[];
}

const STORAGE_KEY = 'customer-turns';
/** Older turns drop off beyond this many. */
export const TURNS_KEPT = 30;

function load(): Turn[] {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const turns = raw ? (JSON.parse(raw) as Turn[]) : [];
    // A question still pending when the page was left never got its answer: offer to ask again.
    return Array.isArray(turns) ? turns.map((t) => (t.state === 'pending' ? { ...t, state: 'failed' } : t)) : [];
  } catch {
    return [];
  }
}

export function useTurns() {
  const [turns, setTurns] = useState<Turn[]>(load);
  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(turns));
    } catch {
      // Storage full or refused: the conversation still shows, it is only not kept.
    }
  }, [turns]);
  const add = useCallback((question: string): number => {
    const key = Date.now() + Math.random();
    setTurns((all) => [...all, { key, question, state: 'pending' as const, answers: [] }].slice(-TURNS_KEPT));
    return key;
  }, []);
  const settle = useCallback((key: number, change: Pick<Turn, 'state' | 'answers'>) => {
    setTurns((all) => all.map((t) => (t.key === key ? { ...t, ...change } : t)));
  }, []);
  const clear = useCallback(() => setTurns([]), []);
  return { turns, add, settle, clear };
}
