import { describe, expect, it } from 'vitest';
import { displayFilename, MAX_FILENAME_LENGTH } from './filename.js';

describe('displayFilename', () => {
  it('keeps a plain Chinese name as it is', () => {
    expect(displayFilename('园区简介 v2.pdf')).toBe('园区简介 v2.pdf');
  });

  it('drops directory parts of either kind', () => {
    expect(displayFilename('C:\\Users\\张三\\报告.docx')).toBe('报告.docx');
    expect(displayFilename('../../etc/passwd.txt')).toBe('passwd.txt');
  });

  it('drops control and bidirectional-override characters', () => {
    expect(displayFilename('a\u0000b\r\n\u202egpj.exe')).toBe('abgpj.exe');
  });

  it('restores the double quote browsers send as %22', () => {
    expect(displayFilename('%22引号%22.txt')).toBe('"引号".txt');
  });

  it('cuts long names to 200 characters, keeping the extension', () => {
    const name = displayFilename('数'.repeat(500) + '.xlsx');
    expect(Array.from(name)).toHaveLength(MAX_FILENAME_LENGTH);
    expect(name.endsWith('数.xlsx')).toBe(true);
    expect(Array.from(displayFilename('😀'.repeat(300)))).toHaveLength(MAX_FILENAME_LENGTH);
  });
});
