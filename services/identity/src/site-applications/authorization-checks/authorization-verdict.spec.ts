import { authorizationVerdict } from './authorization-verdict';

describe(authorizationVerdict.name, () => {
  it.each([
    [{ kind: 'answered', status: 200, body: '' }, { success: true, isSysAdmin: false, code: 200 }],
    [{ kind: 'answered', status: 200, body: '{"isSysAdmin":true}' }, { success: true, isSysAdmin: true, code: 200 }],
    [{ kind: 'answered', status: 200, body: '{"isSysAdmin":"true"}' }, { success: true, isSysAdmin: false, code: 200 }],
    [{ kind: 'answered', status: 200, body: 'not json' }, { success: true, isSysAdmin: false, code: 200 }],
    [{ kind: 'answered', status: 403, body: '{"isSysAdmin":true}' }, { success: false, isSysAdmin: false, code: 403 }],
    [{ kind: 'answered', status: 401, body: '' }, { success: false, isSysAdmin: false, code: 401 }],
    [{ kind: 'answered', status: 204, body: '' }, { success: false, isSysAdmin: false, code: 204 }],
    [{ kind: 'answered', status: 302, body: '' }, { success: false, isSysAdmin: false, code: 302 }],
    [{ kind: 'answered', status: 500, body: '' }, { success: false, isSysAdmin: false, code: 500 }],
    [{ kind: 'timeout' }, { success: false, isSysAdmin: false, code: 504 }],
    [{ kind: 'unreachable', reason: 'ECONNREFUSED' }, { success: false, isSysAdmin: false, code: 502 }],
  ] as const)('turns %j into %j', (outcome, expected) => {
    expect(authorizationVerdict(outcome)).toEqual(expected);
  });
});
