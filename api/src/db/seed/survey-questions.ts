/**
 * The perception survey's default questions (issue 11), seeded on the tenant root: what a
 * community-relations team asks after a contact, answered 1 (very bad) … 5 (very good).
 * [pt-BR, English, Spanish, German].
 */
export const defaultSurveyQuestions: Array<[string, string, string, string]> = [
  [
    'Como a comunidade avalia a relação com a empresa?',
    'How does the community rate its relationship with the company?',
    '¿Cómo valora la comunidad su relación con la empresa?',
    'Wie bewertet die Gemeinschaft ihre Beziehung zum Unternehmen?',
  ],
  [
    'O quanto a comunidade se sente informada sobre as atividades da empresa?',
    "How well informed does the community feel about the company's activities?",
    '¿Qué tan informada se siente la comunidad sobre las actividades de la empresa?',
    'Wie gut fühlt sich die Gemeinschaft über die Tätigkeiten des Unternehmens informiert?',
  ],
  [
    'O quanto a comunidade confia nas respostas da empresa às suas demandas?',
    "How much does the community trust the company's answers to its requests?",
    '¿Cuánto confía la comunidad en las respuestas de la empresa a sus demandas?',
    'Wie sehr vertraut die Gemeinschaft den Antworten des Unternehmens auf ihre Anliegen?',
  ],
  [
    'Como a comunidade avalia os impactos da operação no seu dia a dia?',
    "How does the community rate the operation's impacts on its daily life?",
    '¿Cómo valora la comunidad los impactos de la operación en su vida diaria?',
    'Wie bewertet die Gemeinschaft die Auswirkungen des Betriebs auf ihren Alltag?',
  ],
];
