import { describe, expect, it } from 'vitest';
import { builtinFailureMessage } from '../../../lib/builtin/transport';

describe("the built-in catalogue's own error", () => {
  it('says what happened and what to do, with no service advice', () => {
    const failed = builtinFailureMessage('starting the database (PGlite) from the packed dump failed: bad tar');
    expect(failed).toContain('built-in demo catalogue is not working');
    expect(failed).toContain('reopened it by itself (starting the database (PGlite) from the packed dump failed: bad tar)');
    expect(failed).toContain('Press Retry');
    const timeout = builtinFailureMessage('no answer within 60 s', 'timeout');
    expect(timeout).toContain('did not answer in time (no answer within 60 s)');
    for (const message of [failed, timeout]) expect(message).not.toMatch(/npm start|npm run serve|service URL|builtin:\/\//);
  });

  it('keeps a long cause short', () => {
    expect(builtinFailureMessage('x'.repeat(5000)).length).toBeLessThan(600);
  });
});
