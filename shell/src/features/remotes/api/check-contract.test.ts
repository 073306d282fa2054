import type { RemoteAppModule } from '../../../platform/contract';
import { ContractMismatchError, checkRemoteContract, remoteContractMatch } from './check-contract';

const App = () => null;

describe('checkRemoteContract', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('passes a remote whose range the shell satisfies', () => {
    const module: RemoteAppModule = { default: App, platformContract: '^3.0.0' };
    expect(checkRemoteContract('marketing', module, '3.1.0')).toBe(module);
    expect(error).not.toHaveBeenCalled();
  });

  it.each(['^2.0.0', '^4.0.0'])(
    'refuses a remote built for another major (%s), with a console message naming both versions',
    (range) => {
      const module: RemoteAppModule = { default: App, platformContract: range };
      expect(() => checkRemoteContract('checkout', module, '3.0.0')).toThrow(ContractMismatchError);
      expect(error).toHaveBeenCalledWith(
        expect.stringContaining(
          `remote "checkout" needs platform contract ${range}, but this shell provides 3.0.0`,
        ),
      );
    },
  );

  it('refuses a remote that needs a minor the shell does not have yet', () => {
    const module: RemoteAppModule = { default: App, platformContract: '^3.1.0' };
    expect(() => checkRemoteContract('marketing', module, '3.0.0')).toThrow(
      /needs platform contract \^3\.1\.0/,
    );
  });

  it('refuses a remote that declares nothing (built before 2.0.0, it imports the router 3.0.0 removed)', () => {
    const module: RemoteAppModule = { default: App };
    expect(() => checkRemoteContract('account', module, '3.0.0')).toThrow(ContractMismatchError);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('remote "account" needs platform contract <2.0.0 (no range declared)'),
    );
  });

  it('takes a remote of the previous major as such while the shell serves it, and nothing older', () => {
    const legacy: RemoteAppModule = { default: App, platformContract: '^2.0.0' };
    expect(remoteContractMatch('marketing', legacy, '3.2.0', '2.1.0')).toBe('previous-major');
    expect(
      remoteContractMatch('marketing', { default: App, platformContract: '^3.0.0' }, '3.2.0', '2.1.0'),
    ).toBe('current');
    expect(() =>
      remoteContractMatch('marketing', { default: App, platformContract: '^1.0.0' }, '3.2.0', '2.1.0'),
    ).toThrow(ContractMismatchError);
    expect(() => remoteContractMatch('marketing', { default: App }, '3.2.0', '2.1.0')).toThrow(
      ContractMismatchError,
    );
  });
});
