import { describe, expect, it } from 'vitest';
import { fitWithin, formatBytes, jpegName, prepareForUpload } from './upload-image';

describe('preparing an upload', () => {
  it('scales the longest side down to 1600 px, keeping the ratio', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(1600, 900)).toEqual({ width: 1600, height: 900 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(20000, 10)).toEqual({ width: 1600, height: 1 });
  });
  it('names the JPEG so its extension matches its bytes', () => {
    expect(jpegName('营业执照.PNG')).toBe('营业执照.jpg');
    expect(jpegName('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(jpegName('photo')).toBe('photo.jpg');
    expect(jpegName('.hidden')).toBe('.hidden.jpg');
    expect(jpegName('')).toBe('image.jpg');
  });
  it('passes documents through untouched', async () => {
    const pdf = new File(['%PDF-1.4'], '授权书.pdf', { type: 'application/pdf' });
    expect(await prepareForUpload(pdf)).toBe(pdf);
    const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    expect(await prepareForUpload(gif)).toBe(gif);
  });
  it('formats sizes for people', () => {
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(1.25 * 1024 * 1024)).toBe('1.3 MB');
    expect(formatBytes(350 * 1024)).toBe('350 KB');
    expect(formatBytes(12)).toBe('12 B');
  });
});
