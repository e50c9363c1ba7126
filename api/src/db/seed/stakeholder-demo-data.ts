/** Reference data for the demo tenant's stakeholder area (pt-BR names, real places near mines). */

/** Additional configurable fields: [field code, pt-BR, en, choices [code, pt-BR, en][]]. */
export const additionalFields: Array<[string, string, string, Array<[string, string, string]>]> = [
  [
    'vulnerableGroup',
    'Grupo vulnerável',
    'Vulnerable group',
    [
      ['elderly', 'Pessoas idosas', 'Elderly people'],
      ['disability', 'Pessoas com deficiência', 'People with disabilities'],
      ['femaleHeaded', 'Mulheres chefes de família', 'Female-headed households'],
      ['traditional', 'Povos e comunidades tradicionais', 'Traditional peoples and communities'],
      ['youth', 'Crianças e adolescentes', 'Children and adolescents'],
      ['lowIncome', 'Baixa renda', 'Low income'],
    ],
  ],
  [
    'preferredChannel',
    'Canal preferido',
    'Preferred channel',
    [
      ['whatsapp', 'WhatsApp', 'WhatsApp'],
      ['phone', 'Telefone', 'Phone'],
      ['inPerson', 'Presencial', 'In person'],
      ['email', 'E-mail', 'E-mail'],
      ['letter', 'Ofício', 'Official letter'],
    ],
  ],
  [
    'relationship',
    'Relacionamento',
    'Relationship',
    [
      ['ally', 'Aliado', 'Ally'],
      ['neutral', 'Neutro', 'Neutral'],
      ['critical', 'Crítico', 'Critical'],
      ['opponent', 'Opositor', 'Opponent'],
    ],
  ],
];

/** Topic categories with their ODS numbers and topics. */
export const topicCatalogue: Array<{ name: string; description: string; ods: number[]; topics: string[] }> = [
  {
    name: 'Recursos hídricos',
    description: 'Água, rios e nascentes afetados pela operação.',
    ods: [6, 14, 15],
    topics: ['Qualidade da água', 'Abastecimento de água', 'Assoreamento de rios', 'Proteção de nascentes'],
  },
  {
    name: 'Qualidade do ar e incômodos',
    description: 'Poeira, ruído e vibração percebidos pela vizinhança.',
    ods: [3, 11],
    topics: ['Poeira', 'Ruído', 'Vibração de detonações'],
  },
  {
    name: 'Mobilidade e infraestrutura',
    description: 'Estradas, tráfego e acessos usados pela operação.',
    ods: [9, 11],
    topics: ['Tráfego de caminhões', 'Condições das estradas', 'Segurança viária'],
  },
  {
    name: 'Trabalho e renda',
    description: 'Emprego, capacitação e compras locais.',
    ods: [8, 10],
    topics: ['Contratação local', 'Capacitação profissional', 'Fornecedores locais'],
  },
  {
    name: 'Segurança de barragens',
    description: 'Barragens de rejeitos, planos de emergência e comunicação de risco.',
    ods: [11, 16],
    topics: ['Plano de emergência de barragens', 'Sirenes e rotas de fuga'],
  },
  {
    name: 'Povos e comunidades tradicionais',
    description: 'Direitos territoriais e consulta livre, prévia e informada.',
    ods: [10, 16],
    topics: ['Consulta prévia (Convenção 169 da OIT)', 'Território quilombola', 'Terra indígena'],
  },
  {
    name: 'Saúde e educação',
    description: 'Serviços públicos pressionados pela operação.',
    ods: [3, 4],
    topics: ['Atendimento de saúde', 'Vagas em escolas'],
  },
  {
    name: 'Diálogo e governança',
    description: 'Transparência, reassentamento e reparação.',
    ods: [16, 17],
    topics: ['Transparência e prestação de contas', 'Reassentamento', 'Indenizações'],
  },
];

/** Municipalities near mines, by the unit whose sites serve them (IBGE spelling). */
export const minasGeraisCities = [
  'Brumadinho',
  'Mariana',
  'Ouro Preto',
  'Itabirito',
  'Congonhas',
  'Nova Lima',
  'Itabira',
  'Sabará',
  'Santa Bárbara',
  'Barão de Cocais',
  'Catas Altas',
  'Conceição do Mato Dentro',
  'São Joaquim de Bicas',
  'Mário Campos',
  'Rio Piracicaba',
  'João Monlevade',
  'São Gonçalo do Rio Abaixo',
  'Belo Horizonte',
];
export const paraCities = [
  'Parauapebas',
  'Canaã dos Carajás',
  'Marabá',
  'Curionópolis',
  'Eldorado do Carajás',
  'Ourilândia do Norte',
  'Tucumã',
  'São Félix do Xingu',
  'Xinguara',
  'Paragominas',
  'Barcarena',
];

export const neighbourhoods = [
  'Centro',
  'Vila Nova',
  'São José',
  'Santa Efigênia',
  'Bela Vista',
  'Nossa Senhora Aparecida',
  'Jardim das Flores',
  'Córrego Seco',
  'Boa Esperança',
  'Alto da Serra',
];

export const quilombolaCommunities: Array<[string, string, string]> = [
  ['Comunidade Quilombola de Marinhos', 'MG', 'Brumadinho'],
  ['Comunidade Quilombola de Sapé', 'MG', 'Brumadinho'],
  ['Comunidade Quilombola do Ribeirão', 'MG', 'Brumadinho'],
  ['Comunidade Quilombola de Pinheiros', 'MG', 'Conceição do Mato Dentro'],
  ['Comunidade Quilombola Vila Santa Efigênia', 'MG', 'Mariana'],
  ['Comunidade Quilombola de Santa Quitéria', 'MG', 'Itabira'],
];
export const indigenousCommunities: Array<[string, string, string]> = [
  ['Associação Indígena Xikrin do Cateté', 'PA', 'Parauapebas'],
  ['Aldeia Djudjê-Kô (Xikrin)', 'PA', 'Parauapebas'],
  ['Associação Floresta Protegida (Kayapó)', 'PA', 'Tucumã'],
  ['Comunidade Indígena Gavião Parkatêjê', 'PA', 'Marabá'],
  ['Aldeia Kayapó Gorotire', 'PA', 'Ourilândia do Norte'],
];
export const ngos = [
  'Instituto Rio Vivo',
  'Instituto Água Limpa',
  'Associação Serra Verde de Proteção Ambiental',
  'ONG Amigos do Paraopeba',
  'Instituto Floresta de Carajás',
  'Movimento Pelas Serras e Águas',
  'Fundação Comunitária do Vale do Aço',
];

export const firstNames = [
  'Maria', 'José', 'Ana', 'João', 'Francisca', 'Antônio', 'Antônia', 'Francisco', 'Adriana', 'Carlos',
  'Juliana', 'Paulo', 'Márcia', 'Pedro', 'Fernanda', 'Lucas', 'Patrícia', 'Luiz', 'Aline', 'Marcos',
  'Sandra', 'Raimundo', 'Camila', 'Sebastião', 'Luciana', 'Geraldo', 'Vanessa', 'Rafael', 'Conceição', 'Joaquim',
  'Benedita', 'Valdir', 'Iracema', 'Edson', 'Rosângela', 'Cláudio', 'Tereza', 'Domingos', 'Jéssica', 'Wellington',
];
export const surnames = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
  'Conceição', 'Araújo', 'Batista', 'Xavier', 'Fonseca',
];
export const roles = [
  'Presidente',
  'Vice-presidente',
  'Secretária',
  'Tesoureiro',
  'Liderança comunitária',
  'Conselheiro',
  'Coordenadora',
  'Morador',
  'Agricultor familiar',
  'Pescador artesanal',
  'Professora',
  'Agente comunitária de saúde',
];
