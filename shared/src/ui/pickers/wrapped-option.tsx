import type { SelectProps } from 'antd';

/**
 * A Select's `optionRender` whose long names wrap instead of being cut. On a phone the stakeholder
 * picker offered eight "Associação de Moradores do Bairr…" alike, the part that tells them apart (the
 * neighbourhood, the town) cut off; SDGs lost their ends ("8 · Trabalho Decente e Crescimento E…").
 */
export const wrappedOption: NonNullable<SelectProps['optionRender']> = (option) => (
  <span style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>{option.label}</span>
);
