import fs from 'node:fs';
import path from 'node:path';

/**
 * Module boundaries without a module resolver: every relative import is resolved against the
 * importing file's folder, an aliased one (`@/…`, `@common/…`: the `aliases` option, prefix →
 * folder) against its folder, and the rule refuses an import whose target lies in a forbidden zone.
 * A zone: files under `target` may not import from any `from` folder, except the `except` paths
 * (relative to the `from` folder; a star segment stands for any one path segment, e.g. every
 * module's public.ts). Folders and files are compared, so extensions do not matter.
 */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'keep business modules and layers from reaching into each other' },
    schema: [
      { type: 'object', properties: { zones: { type: 'array' }, aliases: { type: 'object' } }, additionalProperties: false },
    ],
  },
  create(context) {
    const root = context.cwd;
    const zones = (context.options[0]?.zones ?? []).map((zone) => ({
      target: path.resolve(root, zone.target),
      from: (Array.isArray(zone.from) ? zone.from : [zone.from]).map((f) => path.resolve(root, f)),
      except: zone.except ?? [],
      message: zone.message,
    }));
    const aliases = Object.entries(context.options[0]?.aliases ?? {}).map(([prefix, folder]) => [prefix, path.resolve(root, folder)]);
    const file = context.filename;
    const active = zones.filter((zone) => inside(file, zone.target));
    if (active.length === 0) return {};

    const resolve = (source) => {
      if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
      const alias = aliases.find(([prefix]) => source.startsWith(prefix));
      return alias ? path.join(alias[1], source.slice(alias[0].length)) : null;
    };
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const resolved = resolve(source);
      if (!resolved) return;
      const target = stripExtension(resolved);
      for (const zone of active) {
        for (const from of zone.from) {
          if (!inside(target, from)) continue;
          const allowed = zone.except.some((except) => matches(target, stripExtension(path.resolve(from, except))));
          if (!allowed) context.report({ node, message: zone.message });
        }
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

function stripExtension(file) {
  return file.replace(/\.(?:[cm]?[jt]sx?)$/, '');
}

/** Inside the allowed path; a `*` segment of the allowed path matches any one segment. */
function matches(file, allowed) {
  if (!allowed.includes('*')) return inside(file, allowed);
  const pattern = allowed.split(path.sep).map((part) => (part === '*' ? '[^/\\\\]+' : escape(part))).join('[/\\\\]');
  return new RegExp(`^${pattern}(?:[/\\\\].*)?$`).test(file);
}

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function inside(file, folder) {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** The business-area folders of a side, for zones generated per module. */
export function areas(dir) {
  return fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
    : [];
}

export default { rules: { 'no-cross-imports': rule } };
