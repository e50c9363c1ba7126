/**
 * An interaction as `POST social-interactions` takes it (every field present, decision 0027): the
 * optional ones empty, and what a test is about given in `fields`.
 */
export const interactionBody = (fields: Record<string, unknown>) => ({
  endsAt: null,
  description: null,
  direction: 'inbound',
  channelCode: null,
  classificationCode: null,
  statusCode: null,
  perception: null,
  state: null,
  municipality: null,
  latitude: null,
  longitude: null,
  stakeholders: [],
  participantIds: [],
  topicIds: [],
  ods: [],
  issuesRaised: null,
  response: null,
  followUpRequired: false,
  followUpDue: null,
  followUpOwnerId: null,
  survey: [],
  ...fields,
});
