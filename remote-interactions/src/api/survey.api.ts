import {
  api,
  type SurveyQuestion,
  type SurveyQuestionInput,
  type SurveyQuestionUpdate,
  type SurveySummary,
  type SurveyWorkspace,
} from '@conexoes/shared';

const questionPath = (id: string) => `social-interactions/survey/questions/${encodeURIComponent(id)}`;

/** The perception survey (shared/src/contract/interaction-survey.ts). */
export const surveyApi = {
  /** The questions serving `workspaceId` (itself and above), or every one of the reach. */
  questions: (workspaceId?: string, signal?: AbortSignal) =>
    api.get<SurveyQuestion[]>('social-interactions/survey/questions', {
      params: workspaceId ? { workspaceId } : {},
      signal,
    }),
  create: (body: SurveyQuestionInput) =>
    api.post<SurveyQuestion>('social-interactions/survey/questions', body),
  /** The whole record (decision 0027). */
  update: (id: string, body: SurveyQuestionUpdate) => api.put<SurveyQuestion>(questionPath(id), body),
  reorder: (ids: string[]) =>
    api.put<SurveyQuestion[]>('social-interactions/survey/questions/order', { ids }),
  remove: (id: string) => api.delete(questionPath(id)),
  /** The workspaces of the reach with their research switch. */
  workspaces: (signal?: AbortSignal) =>
    api.get<SurveyWorkspace[]>('social-interactions/survey/workspaces', { signal }),
  setResearch: (id: string, on: boolean) =>
    api.put<SurveyWorkspace[]>(
      `social-interactions/survey/workspaces/${encodeURIComponent(id)}/${on ? 'true' : 'false'}`,
    ),
  /** The answers of the period per question (`periodApiParams`): average, 1–5 counts, months. */
  summary: (params: Record<string, string>, signal?: AbortSignal) =>
    api.get<SurveySummary>('social-interactions/dashboards/survey', { params, signal }),
};
