import { describe, expect, it } from 'vitest';
import { ATTACH_SRC, parkImageSources, summaryRepeatsBody } from './signed-html';

describe('parkImageSources', () => {
  it('moves attachment image addresses out of src', () => {
    const html = parkImageSources('<p>图</p><img src="/api/dpboot/attach/download/5" alt="现场">');
    expect(html).toContain(`${ATTACH_SRC}="/api/dpboot/attach/download/5"`);
    expect(html).not.toMatch(/\ssrc=/);
  });

  it('leaves a body without images as it is', () => {
    expect(parkImageSources('<p>文字</p>')).toBe('<p>文字</p>');
  });

  it('drops any other image address (the server never sends one)', () => {
    expect(parkImageSources('<img src="https://elsewhere.example/a.png">')).toBe('<img>');
  });
});

describe('summaryRepeatsBody', () => {
  it('recognises an automatic summary', () => {
    expect(summaryRepeatsBody('各有关企业：现将有关事项…', '<p>各有关企业：</p><p>现将有关事项通知如下。</p>')).toBe(true);
    expect(summaryRepeatsBody('', '<p>正文</p>')).toBe(true);
  });

  it('keeps a summary of its own', () => {
    expect(summaryRepeatsBody('请各企业按要求准备申报材料。', '<p>各有关企业：</p>')).toBe(false);
  });
});
