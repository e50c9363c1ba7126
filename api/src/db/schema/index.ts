export * from './workspaces.schema';
export * from './users.schema';
export * from './auth.schema';
export * from './options.schema';
export * from './stakeholders.schema';
export * from './stakeholder-imports.schema';
export * from './interactions.schema';
export * from './attachments.schema';
