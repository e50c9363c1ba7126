import type { AppLocale } from '../locale';

/** An import template's instructions sheet: its name and its header row, in the reader's language. */
export const instructionsSheetWords: Record<AppLocale, { sheet: string; header: [string, string, string] }> =
  {
    en: { sheet: 'Instructions', header: ['Column', 'What it takes', 'Accepted values'] },
    'pt-BR': { sheet: 'Instruções', header: ['Coluna', 'O que aceita', 'Valores aceitos'] },
    es: { sheet: 'Instrucciones', header: ['Columna', 'Qué admite', 'Valores aceptados'] },
    de: { sheet: 'Anleitung', header: ['Spalte', 'Was sie enthält', 'Zulässige Werte'] },
  };
