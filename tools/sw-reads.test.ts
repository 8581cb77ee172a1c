import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { defineContract } from '../common/contract/endpoint.js';
import { GENERATED_FILE, generateReads, renderReads } from './sw-reads.js';

describe('the service worker’s cached reads', () => {
  it('are written from the contracts before the tests run, and cover the reads the offline screens open', async () => {
    const text = await generateReads();
    expect(fs.readFileSync(GENERATED_FILE, 'utf8')).toBe(text);
    // DESIGN's offline reads: a declaration notice, a policy and a notice opened once open without a network.
    for (const path of ['declare\\/detail_declare', 'notice\\/detail\\/[^/]+', 'policy\\/getApplyTreeByPolicyId\\/[^/]+']) {
      expect(text).toContain(path);
    }
  });

  it('come from a flagged endpoint alone: its path, one segment per parameter, and the fields it keeps offline', () => {
    const area = defineContract(
      { base: 'dpboot', tag: 'conduct' },
      {
        page: { method: 'GET', path: 'conduct/page/:id', access: 'public', summary: '页面', cache: 'network-first', uncachedFields: ['mine'], answer: Type.Null() },
        mine: { method: 'GET', path: 'conduct/mine', access: 'login', summary: '我的', answer: Type.Null() },
      },
    );
    const text = renderReads(Object.values(area));
    expect(text).toContain("conduct: { pattern: /^(?:\\/api\\/dpboot\\/conduct\\/page\\/[^/]+)$/, uncachedFields: ['mine'] }");
    expect(text).not.toContain('conduct/mine');
    const operatorRead = defineContract(
      { base: 'dpboot', tag: 'x' },
      { list: { method: 'GET', path: 'x/list', access: 'login', summary: '列表', cache: 'network-first', answer: Type.Null() } },
    );
    expect(() => renderReads(Object.values(operatorRead))).toThrow(/only public GETs/);
  });
});
