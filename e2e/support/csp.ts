// Reading a Content-Security-Policy and catching its violations in the browser: one way for every
// test of the document's headers (npm start's server, the compose nginx).
import type { BrowserContext } from 'playwright-core';

export type Violation = { directive: string; blocked: string; source: string; sample: string };

/** A CSP header as its directives, each with its sources sorted. */
export const directives = (csp: string): Record<string, string[]> =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, [...values].sort()]),
  );

/** Every `securitypolicyviolation` of every document of the context, across navigations. */
export async function recordViolations(context: BrowserContext): Promise<Violation[]> {
  const violations: Violation[] = [];
  await context.exposeBinding('reportCspViolation', (_source, violation: Violation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (v: Violation) => void }).reportCspViolation;
      void report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      });
    });
  });
  return violations;
}
