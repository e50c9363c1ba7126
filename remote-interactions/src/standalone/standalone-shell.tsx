import { useEffect, useState, type ReactNode } from 'react';
import { ConfigProvider, Result } from 'antd';
import { Route, Routes } from 'react-router-dom';
import { initI18n } from '@conexoes/shared';

export type StandaloneShellProps = { children: ReactNode };

/** Minimal frame for running the remote alone: i18n, antd defaults and a local /404. */
export function StandaloneShell({ children }: StandaloneShellProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void Promise.resolve(initI18n()).then(() => setReady(true));
  }, []);
  if (!ready) return null;
  return (
    <ConfigProvider theme={{ token: { colorPrimary: '#FF6203' } }}>
      <Routes>
        <Route path="404" element={<Result status="404" title="404" />} />
        <Route path="*" element={children} />
      </Routes>
    </ConfigProvider>
  );
}
