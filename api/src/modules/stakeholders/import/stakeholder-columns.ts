import type { AppLocale } from '../../../lib/locale';

/**
 * The columns of the import template, which are also the export's headers, so an export imports back.
 * Names are stable keys (not translated): the file travels between people with different languages.
 */
export const stakeholderColumns = [
  'name',
  'kind',
  'document',
  'category',
  'scope',
  'entityType',
  'state',
  'municipality',
  'address',
  'postalCode',
  'email',
  'phone',
  'parentDocument',
  'parentName',
  'influence',
  'interest',
  'topics',
  'notes',
] as const;
export type StakeholderColumn = (typeof stakeholderColumns)[number];

/** Columns left out of an export for onlyBasicInfo users (the contract's personal fields, and the parent's document). */
export const personalColumns: ReadonlySet<StakeholderColumn> = new Set([
  'document',
  'email',
  'phone',
  'address',
  'postalCode',
  'notes',
  'parentDocument',
]);

/** Separator of several topics in one cell. */
export const TOPIC_SEPARATOR = ' | ';

const SEP = TOPIC_SEPARATOR.trim();

/** What each column holds, for the template's instructions sheet (docs/imports.md), in the reader's language. */
export const columnHelp: Record<AppLocale, Record<StakeholderColumn, string>> = {
  en: {
    name: 'Required. Name of the person or organisation (2-200 characters).',
    kind: 'Required. Person or Organization (in any app language; also PF / PJ).',
    document: 'CPF (person) or CNPJ (organisation), formatted or digits only. Unique in the tenant.',
    category: 'Stakeholder category: code or label of the option list.',
    scope: 'Scope: code or label of the option list.',
    entityType: 'Entity type: code or label of the option list.',
    state: 'State abbreviation (MG) or state name (Minas Gerais).',
    municipality: 'IBGE municipality name of that state (accents optional).',
    address: 'Street address.',
    postalCode: 'CEP, 8 digits.',
    email: 'E-mail address.',
    phone: 'Phone number.',
    parentDocument: 'CNPJ of the parent organisation (in this file or already registered).',
    parentName: 'Name of the parent organisation, when it has no CNPJ.',
    influence: '1 (very low) to 5 (very high); 3 when empty.',
    interest: '1 (very low) to 5 (very high); 3 when empty.',
    topics: `Topic names, separated by "${SEP}". Topics must exist.`,
    notes: 'Free notes.',
  },
  'pt-BR': {
    name: 'Obrigatório. Nome da pessoa ou organização (de 2 a 200 caracteres).',
    kind: 'Obrigatório. Pessoa física ou Pessoa jurídica (também PF / PJ).',
    document:
      'CPF (pessoa física) ou CNPJ (pessoa jurídica), formatado ou só com os dígitos. Único na empresa.',
    category: 'Categoria da parte interessada: código ou rótulo da lista de opções.',
    scope: 'Abrangência: código ou rótulo da lista de opções.',
    entityType: 'Tipo de entidade: código ou rótulo da lista de opções.',
    state: 'Sigla da UF (MG) ou nome do estado (Minas Gerais).',
    municipality: 'Nome do município do IBGE naquele estado (acentos opcionais).',
    address: 'Endereço.',
    postalCode: 'CEP, 8 dígitos.',
    email: 'Endereço de e-mail.',
    phone: 'Número de telefone.',
    parentDocument: 'CNPJ da organização matriz (neste arquivo ou já cadastrada).',
    parentName: 'Nome da organização matriz, quando ela não tem CNPJ.',
    influence: 'De 1 (muito baixa) a 5 (muito alta); 3 se ficar vazio.',
    interest: 'De 1 (muito baixo) a 5 (muito alto); 3 se ficar vazio.',
    topics: `Nomes dos temas, separados por "${SEP}". Os temas precisam existir.`,
    notes: 'Observações livres.',
  },
  es: {
    name: 'Obligatorio. Nombre de la persona u organización (de 2 a 200 caracteres).',
    kind: 'Obligatorio. Person u Organization (en cualquier idioma de la aplicación; también PF / PJ).',
    document: 'CPF (persona) o CNPJ (organización), con formato o solo los dígitos. Único en la empresa.',
    category: 'Categoría de la parte interesada: código o etiqueta de la lista de opciones.',
    scope: 'Alcance: código o etiqueta de la lista de opciones.',
    entityType: 'Tipo de entidad: código o etiqueta de la lista de opciones.',
    state: 'Sigla del estado (MG) o nombre del estado (Minas Gerais).',
    municipality: 'Nombre del municipio del IBGE de ese estado (tildes opcionales).',
    address: 'Dirección.',
    postalCode: 'CEP, 8 dígitos.',
    email: 'Dirección de correo electrónico.',
    phone: 'Número de teléfono.',
    parentDocument: 'CNPJ de la organización matriz (en este archivo o ya registrada).',
    parentName: 'Nombre de la organización matriz, cuando no tiene CNPJ.',
    influence: 'De 1 (muy baja) a 5 (muy alta); 3 si queda vacío.',
    interest: 'De 1 (muy bajo) a 5 (muy alto); 3 si queda vacío.',
    topics: `Nombres de los temas, separados por "${SEP}". Los temas deben existir.`,
    notes: 'Notas libres.',
  },
  de: {
    name: 'Pflichtfeld. Name der Person oder Organisation (2-200 Zeichen).',
    kind: 'Pflichtfeld. Person oder Organization (in jeder Sprache der App; auch PF / PJ).',
    document: 'CPF (Person) oder CNPJ (Organisation), formatiert oder nur Ziffern. Eindeutig im Unternehmen.',
    category: 'Kategorie des Stakeholders: Code oder Bezeichnung aus der Optionsliste.',
    scope: 'Reichweite: Code oder Bezeichnung aus der Optionsliste.',
    entityType: 'Art der Einrichtung: Code oder Bezeichnung aus der Optionsliste.',
    state: 'Kürzel des Bundesstaats (MG) oder sein Name (Minas Gerais).',
    municipality: 'Name der IBGE-Gemeinde dieses Bundesstaats (Akzente optional).',
    address: 'Adresse.',
    postalCode: 'CEP, 8 Ziffern.',
    email: 'E-Mail-Adresse.',
    phone: 'Telefonnummer.',
    parentDocument: 'CNPJ der übergeordneten Organisation (in dieser Datei oder bereits erfasst).',
    parentName: 'Name der übergeordneten Organisation, wenn sie keine CNPJ hat.',
    influence: '1 (sehr gering) bis 5 (sehr hoch); 3, wenn leer.',
    interest: '1 (sehr gering) bis 5 (sehr hoch); 3, wenn leer.',
    topics: `Namen der Themen, getrennt durch "${SEP}". Die Themen müssen existieren.`,
    notes: 'Freie Notizen.',
  },
};

/** The template's data sheet name, in the reader's language. */
export const stakeholderSheetName: Record<AppLocale, string> = {
  en: 'Stakeholders',
  'pt-BR': 'Partes interessadas',
  es: 'Partes interesadas',
  de: 'Stakeholder',
};
