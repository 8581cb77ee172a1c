/** The captcha answer the e2e server accepts (CAPTCHA_TEST_CODE); never set in production. */
export const E2E_CAPTCHA = 'TEST';
export const DEMO_PASSWORD = 'Demo@123456';
