import { useSyncExternalStore } from 'react';
import { currentTenant, subscribeTenant } from '../core/tenant';

export function useTenant() {
  return useSyncExternalStore(subscribeTenant, currentTenant, currentTenant);
}
