/**
 * Whether the CLI's output may carry ANSI colour: one decision for everything it prints and for
 * the tools it runs (Vitest, in the contract run), so a CI log never fills with escape codes.
 *
 * In order: `NO_COLOR` set to anything but the empty string turns colour off (no-color.org);
 * `FORCE_COLOR` turns it on (`0` or `false`: off), for whoever wants it in a log; `CI` set (to
 * anything but `false` or `0`) turns it off; otherwise only a terminal (not `TERM=dumb`) gets colour.
 */

/** What the decision reads: the stream written to, and the environment. */
export interface ColorContext {
  isTTY?: boolean | undefined;
  env?: NodeJS.ProcessEnv;
}

const off = (value: string | undefined) => value === '0' || value === 'false';

export function useColor({ isTTY, env = process.env }: ColorContext): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '') return !off(env.FORCE_COLOR);
  if (env.CI !== undefined && env.CI !== '' && !off(env.CI)) return false;
  return isTTY === true && env.TERM !== 'dumb';
}

/**
 * The environment for a child process whose output is piped through ours: the decision made here
 * is passed on explicitly, since the child sees a pipe (and Vitest colours a pipe unless told).
 */
export function colorEnv(color: boolean, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const { NO_COLOR: _no, FORCE_COLOR: _force, ...rest } = env;
  return color ? { ...rest, FORCE_COLOR: '1' } : { ...rest, NO_COLOR: '1' };
}
