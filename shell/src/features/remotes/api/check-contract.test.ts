import type { RemoteAppModule } from '../../../platform/contract';
import { ContractMismatchError, checkRemoteContract } from './check-contract';

const App = () => null;

describe('checkRemoteContract', () => {
  let error: jest.SpyInstance;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('passes a remote whose range the shell satisfies', () => {
    const module: RemoteAppModule = { default: App, platformContract: '^2.0.0' };
    expect(checkRemoteContract('marketing', module, '2.1.0')).toBe(module);
    expect(error).not.toHaveBeenCalled();
  });

  it('refuses a remote built for a newer major, with a console message naming both versions', () => {
    const module: RemoteAppModule = { default: App, platformContract: '^3.0.0' };
    expect(() => checkRemoteContract('checkout', module, '2.1.0')).toThrow(ContractMismatchError);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining(
        'remote "checkout" needs platform contract ^3.0.0, but this shell provides 2.1.0',
      ),
    );
  });

  it('refuses a remote that needs a minor the shell does not have yet', () => {
    const module: RemoteAppModule = { default: App, platformContract: '^2.1.0' };
    expect(() => checkRemoteContract('marketing', module, '2.0.0')).toThrow(
      /needs platform contract \^2\.1\.0/,
    );
  });

  it('loads a remote that declares nothing (built before 2.0.0) with a warning', () => {
    const module: RemoteAppModule = { default: App };
    expect(checkRemoteContract('account', module, '2.1.0')).toBe(module);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('remote "account" declares no platform contract range'),
    );
  });
});
