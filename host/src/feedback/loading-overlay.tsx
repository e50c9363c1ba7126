import { Spin } from 'antd';
import { useLoaderStore } from '@conexoes/shared';

/** Full-screen overlay while the global loading flag is set. */
export function LoadingOverlay() {
  const isLoading = useLoaderStore((s) => s.isLoading);
  return <Spin fullscreen spinning={isLoading} />;
}
