import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('configuration', () => {
  it('has no captcha test code and the console SMS gateway by default', () => {
    const config = loadConfig({});
    expect(config.captchaTestCode).toBeUndefined();
    expect(config.smsGateway).toBe('console');
  });

  it('reads CAPTCHA_TEST_CODE and SMS_GATEWAY', () => {
    const config = loadConfig({ CAPTCHA_TEST_CODE: 'TEST', SMS_GATEWAY: 'other' });
    expect(config.captchaTestCode).toBe('TEST');
    expect(config.smsGateway).toBe('other');
  });

  it('prefixes Redis keys with innoweb: unless REDIS_PREFIX says otherwise', () => {
    expect(loadConfig({}).redisPrefix).toBe('innoweb:');
    expect(loadConfig({ REDIS_PREFIX: 'staging:' }).redisPrefix).toBe('staging:');
  });

  it('refuses a captcha test code in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_TEST_CODE: 'TEST' })).toThrow(
      'CAPTCHA_TEST_CODE must not be set when NODE_ENV=production',
    );
    expect(loadConfig({ NODE_ENV: 'production' }).captchaTestCode).toBeUndefined();
  });

  it('serves the API documentation in development, and in production only when API_DOCS asks for it', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: '0' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: '1' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow('API_DOCS must be 1, true, 0 or false');
  });
});
