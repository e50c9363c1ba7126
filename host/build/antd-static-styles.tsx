/** @jsxRuntime automatic */
// Build step: antd's component styles for the first screen a visitor meets (the sign-in flow),
// made once at build time instead of in every browser. antd 6 writes component styles against CSS
// variables, so a component's style does not depend on the theme (colour preset, contrast, dark
// mode): its cache path is only [hash, component, prefix]. @ant-design/cssinjs skips generating (and
// inserting) every style whose path the page's CSS lists under `.data-ant-cssinjs-cache-path`, which
// extractStyle writes. The theme's variables are still registered at run time.
// docs/decisions/0010-front-end-weight.md ("antd styles made at build time").
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Alert, App as AntApp, Button, ConfigProvider, Flex, Input, Spin } from 'antd';
import { renderToString } from 'react-dom/server';
import { DEFAULT_SETTINGS } from '@conexoes/shared';
import { themeFromSettings } from '../src/theme/theme-from-settings';

/** The antd components the sign-in steps and the host's first paint render (keep in step with remote-auth). */
function SignInComponents() {
  return (
    <AntApp>
      <Flex vertical gap="small">
        <Alert type="error" title="-" showIcon />
        <Input aria-label="-" />
        <Input.Password aria-label="-" />
        <Button type="primary" htmlType="submit" loading>
          -
        </Button>
        <Button type="link">-</Button>
        <Button>-</Button>
        <Spin />
      </Flex>
    </AntApp>
  );
}

/** The CSS text (with its cache-path map) for index.html's <style>. */
export function antdStaticStyles(): string {
  const cache = createCache();
  const { theme } = themeFromSettings(DEFAULT_SETTINGS);
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={theme}>
        <SignInComponents />
      </ConfigProvider>
    </StyleProvider>,
  );
  return extractStyle(cache, { plain: true, types: ['style'] });
}
