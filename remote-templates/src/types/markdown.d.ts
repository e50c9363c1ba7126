// Markdown imported as its text (rspack's asset/source; jest.markdown.cjs in tests).
declare module '*.md' {
  const text: string;
  export default text;
}
