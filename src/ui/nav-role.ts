import { createContext, useContext } from 'react';
import type { Nav } from '@/core/route-types';

/**
 * The current screen's navigation role (core/nav.ts), provided by the app shell from the matched
 * route entry, so PageFrame draws the bar the model asks for. Outside the app (a screen rendered on
 * its own) a screen is stacked.
 */
export const NavRoleContext = createContext<Nav>('stack');

export const useNavRole = (): Nav => useContext(NavRoleContext);
