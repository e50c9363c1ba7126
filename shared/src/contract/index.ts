// The API contract: zod schemas shared by the API (validation, serialisation, OpenAPI) and the front end.
export * from './common';
export * from './permissions';
export * from './workspaces';
export * from './auth';
export * from './users';
export * from './options';
export * from './topics';
export * from './period-days';
export * from './stakeholders';
export * from './stakeholder-files';
export * from './interactions';
export * from './attachments';
export * from './interaction-files';
export * from './interaction-dashboards';
export * from './commitments';
export * from './commitment-words';
export * from './notifications';
