import type { ConfigProviderProps } from 'antd';

/**
 * Every card as the product's ConfigProvider draws it (the host's, and a remote's run alone). antd
 * keeps a card's title on one line and cuts it with an ellipsis: on a phone, beside the card's
 * action, a long title lost its end ("Evidências de cumprimento" read "Evidências de cum…" at 360 px
 * in pt-BR, beside "Anexar arquivos"). It wraps onto further lines instead, breaking a long word
 * only when it alone is wider than the card.
 */
export const CARD_CONFIG: NonNullable<ConfigProviderProps['card']> = {
  styles: { title: { whiteSpace: 'normal', overflowWrap: 'anywhere' } },
};
