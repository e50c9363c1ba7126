// Reads a Dockerfile into its instructions (continuation lines joined, comments dropped).
export type DockerInstruction = { keyword: string; args: string; stage: number };

export function parseDockerfile(source: string): DockerInstruction[] {
  const logical = source
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  let stage = -1;
  return logical.map((line) => {
    const [keyword, ...rest] = line.split(/\s+/);
    if (keyword.toUpperCase() === 'FROM') stage += 1;
    return { keyword: keyword.toUpperCase(), args: rest.join(' '), stage };
  });
}

/** Sources of the COPY instructions that read the build context (not `--from=` another stage). */
export function contextCopySources(instructions: DockerInstruction[]): string[] {
  return instructions
    .filter((i) => i.keyword === 'COPY' && !/--from=/.test(i.args))
    .flatMap((i) => {
      const parts = i.args.split(/\s+/).filter((p) => !p.startsWith('--'));
      return parts.slice(0, -1);
    });
}

/** `ENV A=1 B=2` / `ENV A 1` pairs, last write wins, per stage. */
export function envOf(instructions: DockerInstruction[], stage: number): Record<string, string> {
  const env: Record<string, string> = {};
  for (const i of instructions.filter((x) => x.keyword === 'ENV' && x.stage === stage)) {
    if (i.args.includes('=')) {
      for (const pair of i.args.split(/\s+/)) {
        const [key, ...value] = pair.split('=');
        env[key] = value.join('=');
      }
    } else {
      const [key, ...value] = i.args.split(/\s+/);
      env[key] = value.join(' ');
    }
  }
  return env;
}
