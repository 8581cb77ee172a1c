import { useSyncExternalStore } from 'react';
import { currentTenant, subscribeTenant } from './tenant';

export function useTenant() {
  return useSyncExternalStore(subscribeTenant, currentTenant, currentTenant);
}
