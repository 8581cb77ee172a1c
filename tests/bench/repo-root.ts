import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: child processes run from here whatever the caller's working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
