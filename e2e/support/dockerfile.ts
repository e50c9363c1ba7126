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

/** Name of each stage (`FROM image AS name`), by stage index. */
export function stageNames(instructions: DockerInstruction[]): string[] {
  const names: string[] = [];
  for (const i of instructions.filter((x) => x.keyword === 'FROM')) {
    names[i.stage] = /\s+AS\s+(\S+)$/i.exec(i.args)?.[1] ?? '';
  }
  return names;
}

/** The image (or earlier stage) a stage starts from. */
export const baseOf = (instructions: DockerInstruction[], stage: number): string =>
  instructions.find((i) => i.keyword === 'FROM' && i.stage === stage)?.args.split(/\s+/)[0] ?? '';

/**
 * The instructions with the build arguments filled in (`${APP}` and `$APP`), as `docker build
 * --build-arg` would give them: `args` over each ARG's default.
 */
export function withBuildArgs(
  instructions: DockerInstruction[],
  args: Record<string, string>,
): DockerInstruction[] {
  const values: Record<string, string> = {};
  for (const i of instructions.filter((x) => x.keyword === 'ARG')) {
    const [name, ...value] = i.args.split('=');
    if (value.length > 0) values[name] = value.join('=');
  }
  Object.assign(values, args);
  const fill = (text: string) =>
    text.replace(/\$\{(\w+)\}|\$(\w+)|"\$(\w+)"/g, (whole, a?: string, b?: string, c?: string) => {
      const name = a ?? b ?? c ?? '';
      return name in values ? values[name] : whole;
    });
  return instructions.map((i) => ({ ...i, args: fill(i.args) }));
}

/** The stages `docker build --target` runs for `target`: it and those it starts from or copies from. */
export function stagesFor(instructions: DockerInstruction[], target: string): number[] {
  const names = stageNames(instructions);
  const needed = new Set<number>();
  const visit = (stage: number) => {
    if (stage < 0 || needed.has(stage)) return;
    needed.add(stage);
    visit(names.indexOf(baseOf(instructions, stage)));
    for (const i of instructions.filter((x) => x.stage === stage && x.keyword === 'COPY')) {
      const from = /--from=(\S+)/.exec(i.args)?.[1];
      if (from) visit(names.indexOf(from));
    }
  };
  visit(names.indexOf(target));
  return [...needed].sort((a, b) => a - b);
}
