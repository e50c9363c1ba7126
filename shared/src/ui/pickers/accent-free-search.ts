import type { SelectProps } from 'antd';
import { foldText } from '@conexoes/shared';

/**
 * A select's search that ignores accents and case, as the server search does: on a phone's keyboard
 * people type "agua" for "Qualidade da água" and "sao joao" for "São João del Rei". `alsoValue` also
 * matches the option's code, where people type the code (a UF's sigla: "MG" for Minas Gerais).
 */
export const accentFreeSearch = (
  alsoValue = false,
): Exclude<SelectProps['showSearch'], boolean | undefined> => ({
  filterOption: (input, option) => {
    const wanted = foldText(input.trim());
    return [option?.label, alsoValue ? option?.value : undefined].some(
      (text) => typeof text === 'string' && foldText(text).includes(wanted),
    );
  },
});
