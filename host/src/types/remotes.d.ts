// Federated modules are typed by hand (dts: false keeps builds offline).
declare module 'remote_auth/routes' {
  const Routes: import('react').ComponentType;
  export default Routes;
}
declare module 'remote_stakeholders/routes' {
  const Routes: import('react').ComponentType;
  export default Routes;
}
declare module 'remote_interactions/routes' {
  const Routes: import('react').ComponentType;
  export default Routes;
}
declare module 'remote_commitments/routes' {
  const Routes: import('react').ComponentType;
  export default Routes;
}
declare module 'remote_admin/routes' {
  const Routes: import('react').ComponentType;
  export default Routes;
}
declare module 'remote_templates/routes' {
  const Routes: import('react').ComponentType;
  export default Routes;
}
