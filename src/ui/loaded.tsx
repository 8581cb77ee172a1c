import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadFailed, LoadingCards, NotFound } from './states';

/** What `useItem` and `useQuery` answer (ui/resource.ts). */
export interface LoadState<T> {
  data: T | undefined;
  error: Error | undefined;
  notFound: boolean;
  mutate: () => Promise<unknown>;
}

export interface LoadedProps<T> {
  state: LoadState<T>;
  children: (data: T) => ReactNode;
  /** Shown when the server says 404; 内容不存在或已被删除 by default. */
  notFoundText?: string;
  /** Where 返回 leads from the not-found block; no button when absent. */
  backTo?: string;
  /** The loading skeleton's size. */
  skeleton?: { count?: number; lines?: number };
}

/**
 * One read's states in one place: skeleton while loading, 不存在 on a 404, 加载失败 with 重试 on any
 * other failure, and the children once the data is there (a refresh keeps showing the old data).
 */
export function Loaded<T>({ state, children, notFoundText, backTo, skeleton }: LoadedProps<T>) {
  const navigate = useNavigate();
  if (state.data !== undefined) return <>{children(state.data)}</>;
  if (state.notFound) {
    return <NotFound {...(notFoundText ? { title: notFoundText } : {})} {...(backTo ? { onBack: () => void navigate(backTo) } : {})} />;
  }
  if (state.error) return <LoadFailed error={state.error} onRetry={() => void state.mutate()} />;
  return <LoadingCards {...skeleton} />;
}
