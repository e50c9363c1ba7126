// Stylesheets imported for their side effect (rspack's css/auto).
declare module '*.css';
