import { useState } from 'react';
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  LoadingOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Segmented } from 'antd';
import { notify } from '@conexoes/shared';
import { MenuDropdown } from '@conexoes/shared/ui';
import { useTranslation } from 'react-i18next';
import { SHOWCASE_NS } from '../showcase.i18n';
import { Example } from './example';

export function ButtonsSection() {
  const { t } = useTranslation(SHOWCASE_NS);
  const [view, setView] = useState('list');
  const press = (label: string) => () => notify.info(t('demo.pressed', { label }));
  const button = (key: string, props: Parameters<typeof Button>[0] = {}) => (
    <Button {...props} onClick={press(t(`demo.${key}`))}>
      {t(`demo.${key}`)}
    </Button>
  );
  return (
    <>
      <Example title={t('demo.types')}>
        <div className="showcase-row">
          {button('save', { type: 'primary' })}
          {button('cancel')}
          {button('dashed', { type: 'dashed' })}
          {button('textButton', { type: 'text' })}
          {button('linkButton', { type: 'link' })}
          {button('delete', { danger: true })}
        </div>
      </Example>
      <Example title={t('demo.withIcons')}>
        <div className="showcase-row">
          {button('newStakeholder', { type: 'primary', icon: <PlusOutlined aria-hidden /> })}
          {button('edit', { icon: <EditOutlined aria-hidden /> })}
          {button('delete', { danger: true, icon: <DeleteOutlined aria-hidden /> })}
          <MenuDropdown
            menu={{
              items: [
                { key: 'xlsx', label: t('demo.exportXlsx') },
                { key: 'csv', label: t('demo.exportCsv') },
              ],
              onClick: ({ key }) => press(t(key === 'xlsx' ? 'demo.exportXlsx' : 'demo.exportCsv'))(),
            }}
          >
            <Button icon={<DownloadOutlined aria-hidden />}>{t('demo.export')}</Button>
          </MenuDropdown>
        </div>
      </Example>
      <Example title={t('demo.states')}>
        <div className="showcase-row">
          {/* antd's own loading state fades the label below AA contrast; the spinning icon says it instead. */}
          <Button icon={<LoadingOutlined spin aria-hidden />} aria-busy>
            {t('demo.saving')}
          </Button>
          <Button disabled>{t('demo.unavailable')}</Button>
        </div>
      </Example>
      <Example title={t('demo.sizes')}>
        <div className="showcase-row">
          {button('small', { size: 'small' })}
          {button('middle')}
          {button('large', { size: 'large', type: 'primary' })}
        </div>
      </Example>
      <Example title={t('demo.view')}>
        <Segmented
          aria-label={t('demo.view')}
          value={view}
          onChange={setView}
          options={['list', 'cards', 'map'].map((v) => ({
            value: v,
            label: t(`demo.view${v[0]!.toUpperCase()}${v.slice(1)}`),
          }))}
        />
      </Example>
    </>
  );
}

export default ButtonsSection;
