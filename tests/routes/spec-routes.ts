import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One route of the spec, as ../shared/routes.json lists it. */
export interface SpecRoute {
  path: string;
  public: boolean;
  login: boolean;
  operator: boolean;
  module: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** shared/ sits beside the repository (in CI too). */
export const SPEC_ROUTES_FILE = path.resolve(here, '../../../shared/routes.json');

export function loadSpecRoutes(file = SPEC_ROUTES_FILE): SpecRoute[] {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SpecRoute[];
}

/** The spec writes `{id}` and `{status?}`; the registry writes react-router's `:id` and `:status?`. */
export const toRouterPath = (specPath: string) => specPath.replace(/\{([^}]+)\}/g, ':$1');
