import { describe, expect, it } from 'vitest';
import { colorEnv, useColor } from '../commands/color.js';

describe('useColor', () => {
  it('colours a terminal, and nothing else, when the environment says nothing', () => {
    expect(useColor({ isTTY: true, env: {} })).toBe(true);
    expect(useColor({ isTTY: false, env: {} })).toBe(false);
    expect(useColor({ isTTY: undefined, env: {} })).toBe(false);
    expect(useColor({ isTTY: true, env: { TERM: 'dumb' } })).toBe(false);
  });

  it('never colours under NO_COLOR (any non-empty value) or with CI set', () => {
    expect(useColor({ isTTY: true, env: { NO_COLOR: '1' } })).toBe(false);
    expect(useColor({ isTTY: true, env: { NO_COLOR: 'yes', FORCE_COLOR: '1' } })).toBe(false);
    expect(useColor({ isTTY: true, env: { NO_COLOR: '' } })).toBe(true);
    expect(useColor({ isTTY: true, env: { CI: 'true' } })).toBe(false);
    expect(useColor({ isTTY: true, env: { CI: '1' } })).toBe(false);
    expect(useColor({ isTTY: true, env: { CI: 'false' } })).toBe(true);
  });

  it('colours when FORCE_COLOR asks for it, even in CI or a pipe, and not when it is 0', () => {
    expect(useColor({ isTTY: false, env: { FORCE_COLOR: '1', CI: 'true' } })).toBe(true);
    expect(useColor({ isTTY: true, env: { FORCE_COLOR: '0' } })).toBe(false);
  });

  it('passes the decision on to a child explicitly', () => {
    expect(colorEnv(false, { FORCE_COLOR: '1', PATH: '/bin' })).toEqual({ NO_COLOR: '1', PATH: '/bin' });
    expect(colorEnv(true, { NO_COLOR: '1', PATH: '/bin' })).toEqual({ FORCE_COLOR: '1', PATH: '/bin' });
  });
});
