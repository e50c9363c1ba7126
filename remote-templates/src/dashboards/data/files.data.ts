import { daysAgo } from '../lib/calendar';
import { person } from '../lib/people';
import { seeded } from '../lib/random';

export const FILE_KINDS = ['document', 'spreadsheet', 'image', 'video', 'archive'] as const;

export type StoredFile = {
  id: string;
  name: string;
  kind: (typeof FILE_KINDS)[number];
  size: number;
  modified: string;
  owner: string;
  shared: number;
  starred: boolean;
};

const random = seeded(71);

const NAMES: Record<(typeof FILE_KINDS)[number], string[]> = {
  document: [
    'relatorio-anual-2025.pdf',
    'ata-audiencia-publica.docx',
    'plano-de-engajamento.pdf',
    'termo-de-compromisso.pdf',
    'politica-de-privacidade.pdf',
  ],
  spreadsheet: [
    'partes-interessadas.xlsx',
    'interacoes-1o-trimestre.xlsx',
    'orcamento-social.xlsx',
    'indicadores-esg.csv',
  ],
  image: ['visita-vila-sancao.jpg', 'oficina-comunitaria.png', 'mapa-territorio.png', 'logo-conexoes.svg'],
  video: ['depoimentos-moradores.mp4', 'treinamento-equipe.mp4', 'apresentacao-projeto.mov'],
  archive: ['fotos-campo-marco.zip', 'backup-documentos.zip', 'anexos-reclamacoes.zip'],
};

const SIZES: Record<(typeof FILE_KINDS)[number], [number, number]> = {
  document: [80_000, 6_000_000],
  spreadsheet: [20_000, 3_000_000],
  image: [200_000, 9_000_000],
  video: [80_000_000, 1_400_000_000],
  archive: [30_000_000, 900_000_000],
};

export const files: StoredFile[] = FILE_KINDS.flatMap((kind) =>
  NAMES[kind].map((name) => {
    const [min, max] = SIZES[kind];
    return {
      id: `file-${name}`,
      name,
      kind,
      size: random.int(min, max),
      modified: daysAgo(random.int(0, 200)),
      owner: person(random).name,
      shared: random.int(0, 12),
      starred: random.next() > 0.7,
    };
  }),
);

/** The plan's storage, in bytes. */
export const STORAGE_QUOTA = 20 * 1024 ** 3;
