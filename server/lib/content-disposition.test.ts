import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.js';

/** What a client does with the header: prefer filename*, fall back to filename. */
function parse(header: string) {
  const star = /filename\*=UTF-8''([^;]+)/.exec(header)?.[1];
  const plain = /filename="([^"]*)"/.exec(header)?.[1];
  return { star: star === undefined ? undefined : decodeURIComponent(star), plain };
}

describe('contentDisposition', () => {
  it('carries a Chinese name in filename* and an ASCII fallback in filename', () => {
    const header = contentDisposition('数据导出.xlsx');
    expect(header).toBe(
      `attachment; filename="download.xlsx"; filename*=UTF-8''%E6%95%B0%E6%8D%AE%E5%AF%BC%E5%87%BA.xlsx`,
    );
    expect(parse(header).star).toBe('数据导出.xlsx');
  });

  it('keeps what ASCII it can in the fallback', () => {
    expect(parse(contentDisposition('report 2024 年度.pdf')).plain).toBe('report 2024 __.pdf');
  });

  it('escapes what would end the quoted string or the parameter', () => {
    const header = contentDisposition(`a"b\\c;d'e(f)*%.txt`);
    expect(parse(header).plain).toBe("a_b_c_d'e(f)*_.txt");
    expect(header.split("filename*=UTF-8''")[1]).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
    expect(parse(header).star).toBe(`a"b\\c;d'e(f)*%.txt`);
  });

  it('never lets a control character into the header', () => {
    const header = contentDisposition('evil\r\nSet-Cookie: x=1.txt');
    expect(header).not.toMatch(/[\r\n]/);
    expect(parse(header).star).toBe('evilSet-Cookie: x=1.txt');
  });

  it('survives a lone surrogate and an empty name', () => {
    expect(parse(contentDisposition('a\ud800.txt')).star).toBe('a\ufffd.txt');
    expect(parse(contentDisposition('')).star).toBe('download');
  });
});
