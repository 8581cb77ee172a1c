import { setPasswordCost } from '../lib/password.js';

/**
 * Before every server test file. Passwords are hashed and checked at a cost 16 times lower than
 * the server's (server/lib/password.ts): the login rules' tests make hundreds of attempts, each a
 * derivation, and none of them is about the derivation's cost (password.test.ts sets it back).
 */
export const TEST_PASSWORD_COST = 1024;
setPasswordCost(TEST_PASSWORD_COST);
