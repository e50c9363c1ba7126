// The part of antd's App fetched on the first message/notification/modal call (see light-app.tsx):
// antd's own hooks and context holders.
import { Fragment, createElement, useEffect } from 'react';
import type { useAppProps } from 'antd/es/app/context';
import type { ConfigOptions as MessageConfig } from 'antd/es/message/interface';
import type { NotificationConfig } from 'antd/es/notification/interface';
import useMessage from 'antd/es/message/useMessage';
import useModal from 'antd/es/modal/useModal';
import useNotification from 'antd/es/notification/useNotification';

export type AppApis = Required<useAppProps>;
export type HolderConfig = { message?: MessageConfig; notification?: NotificationConfig };

export default function AppHolders({
  config,
  onReady,
}: {
  config: HolderConfig;
  onReady: (apis: AppApis) => void;
}) {
  const [message, messageHolder] = useMessage(config.message);
  const [notification, notificationHolder] = useNotification(config.notification);
  const [modal, modalHolder] = useModal();
  // After commit, so the holders the calls render into are mounted.
  useEffect(() => onReady({ message, notification, modal }), [message, notification, modal, onReady]);
  return createElement(Fragment, null, modalHolder, messageHolder, notificationHolder);
}
