export * from './workspace-tree';
