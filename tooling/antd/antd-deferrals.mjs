// antd's core components import code they render only on demand (Card → Tabs and Skeleton,
// Typography → Tooltip and its inline editor, Form labels → Tooltip, Input → TextArea/Search/OTP,
// Button's style tokens → the colour picker's presets panel → Collapse, and the picker's index for
// its Color class, ConfigProvider → tooltip's UniqueProvider, rendered only with `tooltip.unique`;
// form/context → rc-form's index for one small provider; Typography's copy button and edit icon,
// the collapsible Sider's trigger icons). Shared modules are not
// tree-shaken, so every page would download all of it. These rules point exactly those imports, and
// only from those antd files, at stand-ins that fetch the same antd module on first render
// (docs/decisions/0010-front-end-weight.md). Anything else that imports these modules gets antd's own.
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';

const deferred = (file) => path.join(import.meta.dirname, 'deferred', file);

const { ANTD_DEFERRALS: RULES } = createRequire(import.meta.url)('./antd-deferrals.cjs');

/** [the importing antd/es file, the request as antd writes it, the stand-in's absolute path]. */
export const ANTD_DEFERRALS = RULES.map(([from, request, file]) => [from, request, deferred(file)]);

const antdFile = (issuer) => {
  const marker = `${path.sep}antd${path.sep}es${path.sep}`;
  const at = issuer?.lastIndexOf(marker) ?? -1;
  return at < 0
    ? undefined
    : issuer
        .slice(at + marker.length)
        .split(path.sep)
        .join('/');
};

/** The rspack plugin applying ANTD_DEFERRALS. */
export function antdDeferralsPlugin() {
  const requests = new Set(ANTD_DEFERRALS.map(([, request]) => request));
  const pattern = new RegExp(
    `^(${[...requests].map((r) => r.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})$`,
  );
  return new rspack.NormalModuleReplacementPlugin(pattern, (resource) => {
    const file = antdFile(resource.contextInfo?.issuer);
    const rule =
      file && ANTD_DEFERRALS.find(([from, request]) => from === file && request === resource.request);
    if (rule) resource.request = rule[2];
  });
}
