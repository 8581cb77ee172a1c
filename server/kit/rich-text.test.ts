import { describe, expect, it } from 'vitest';
import { attachmentIdOf } from './attachments.js';
import { plainText, sanitizeBody } from './rich-text.js';

const clean = (html: string, allowed: (id: number) => boolean = () => true) => sanitizeBody(html, allowed).html;

describe('rich-text body sanitizer (notices, messages)', () => {
  it('keeps the allowed formatting as it is', () => {
    const html =
      '<h2>一、申报条件</h2><h3>小节</h3><h4>细则</h4><p>正文<strong>加粗</strong><em>斜体</em><u>下划线</u><s>删除</s><br />换行</p>' +
      '<ul><li>甲</li></ul><ol><li>乙</li></ol><blockquote><p>引用</p></blockquote>';
    expect(clean(html)).toBe(html);
  });

  it('removes scripts, their content and every event handler', () => {
    expect(clean('<p>你好<script>alert(1)</script></p>')).toBe('<p>你好</p>');
    expect(clean('<p onclick="alert(1)" onmouseover="x()">文字</p>')).toBe('<p>文字</p>');
    expect(clean('<img src="/api/dpboot/attach/download/3" onerror="alert(1)">')).toBe('<img src="/api/dpboot/attach/download/3" alt="" />');
    expect(clean('<img src=x onerror=alert(1)>')).toBe('');
    expect(clean('<svg onload="alert(1)"><script>alert(1)</script></svg><iframe src="https://evil.example"></iframe>')).toBe('');
    expect(clean('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>')).not.toContain('onerror');
  });

  it('drops javascript:, data: and other schemes from links, keeping the text', () => {
    expect(clean('<a href="javascript:alert(1)">点我</a>')).toBe('点我');
    expect(clean('<a href="JaVaScRiPt:alert(1)">点我</a>')).toBe('点我');
    expect(clean('<a href=" javascript:alert(1)">点我</a>')).toBe('点我');
    expect(clean('<a href="data:text/html,<script>alert(1)</script>">点我</a>')).toBe('点我');
    expect(clean('<a href="vbscript:x">点我</a>')).toBe('点我');
    expect(clean('<a>无链接</a>')).toBe('无链接');
  });

  it('makes http(s) and mailto links open apart with rel=noopener', () => {
    expect(clean('<a href="https://www.gov.cn/zhengce" target="_self" onclick="x">政策</a>')).toBe(
      '<a href="https://www.gov.cn/zhengce" rel="noopener noreferrer" target="_blank">政策</a>',
    );
    expect(clean('<a href="mailto:office@park.cn">邮件</a>')).toContain('href="mailto:office@park.cn"');
  });

  it('removes style and class attributes and style elements', () => {
    expect(clean('<p style="background:url(javascript:alert(1))" class="x">文字</p>')).toBe('<p>文字</p>');
    expect(clean('<style>p{color:red}</style><p>文字</p>')).toBe('<p>文字</p>');
    expect(clean('<p><span style="color:red">红</span></p>')).toBe('<p>红</p>');
  });

  it('allows images only from the attachment download route, normalised', () => {
    expect(sanitizeBody('<img src="/api/dpboot/attach/download/5?sysid=1" alt="图" style="x">')).toEqual({
      html: '<img src="/api/dpboot/attach/download/5" alt="图" />',
      imageIds: [5],
    });
    expect(clean('<img src="http://localhost:5173/api/dpboot/attach/download/6">')).toBe('<img src="/api/dpboot/attach/download/6" alt="" />');
    for (const src of ['https://evil.example/a.png', '//evil.example/a.png', 'data:image/png;base64,AAAA', 'javascript:alert(1)', '/api/dpboot/attach/download/5/../../x', '/api/dpboot/attach/download/0']) {
      expect(clean(`<img src="${src}">`)).toBe('');
    }
  });

  it('removes images the caller does not allow (another park, not an image)', () => {
    expect(sanitizeBody('<p>a<img src="/api/dpboot/attach/download/7">b</p>', (id) => id !== 7)).toEqual({ html: '<p>ab</p>', imageIds: [] });
  });

  it('maps equivalent tags onto the allowed ones and unwraps the rest', () => {
    expect(clean('<h1>标题</h1><h6>小</h6><b>粗</b><i>斜</i><del>删</del><div>块</div><span>行</span><table><tr><td>格</td></tr></table>')).toBe(
      '<h2>标题</h2><h4>小</h4><strong>粗</strong><em>斜</em><s>删</s><p>块</p>行格',
    );
  });

  it('reads the text of a body for summaries', () => {
    expect(plainText('<p>甲 &amp; 乙&nbsp;丙</p><p>&#20013;&#x6587;</p><ul><li>一</li><li>二</li></ul>')).toBe('甲 & 乙 丙 中文 一 二');
    expect(plainText('<p><img src="/api/dpboot/attach/download/1" alt="图" /></p>')).toBe('');
  });

  it('parses attachment addresses strictly', () => {
    expect(attachmentIdOf('/api/dpboot/attach/download/12')).toBe(12);
    expect(attachmentIdOf('/api/dpboot/attach/download/99999999999')).toBeNull();
    expect(attachmentIdOf('/api/dpboot/attach/getAttInfo/12')).toBeNull();
    expect(attachmentIdOf(undefined)).toBeNull();
  });
});
