import { ConfigError, loadConfig } from '../config/app-config';
import { readTrackingConfig } from './tracking-config';

function retention(value: string | undefined): { days: number; issues: string[] } {
  const issues: string[] = [];
  const env: Record<string, string | undefined> = { TRACKING_RETENTION_DAYS: value };
  const config = readTrackingConfig((name) => env[name], issues);
  return { days: config.retentionDays, issues };
}

describe('TRACKING_RETENTION_DAYS', () => {
  it('defaults to 30 days', () => {
    expect(retention(undefined)).toEqual({ days: 30, issues: [] });
  });

  it.each([
    ['1', 1],
    ['90', 90],
    ['365', 365],
  ])('accepts %s', (raw, days) => {
    expect(retention(raw)).toEqual({ days, issues: [] });
  });

  it.each(['0', '366', '-5', '7.5', 'abc'])('rejects "%s"', (raw) => {
    expect(retention(raw).issues).toEqual([
      `TRACKING_RETENTION_DAYS must be a whole number from 1 to 365, got "${raw}"`,
    ]);
  });

  it('is read by loadConfig, which refuses to start on an invalid value', () => {
    expect(loadConfig({ TRACKING_RETENTION_DAYS: '7' }).tracking.retentionDays).toBe(7);
    expect(loadConfig({}).tracking.retentionDays).toBe(30);
    let thrown: unknown = null;
    try {
      loadConfig({ TRACKING_RETENTION_DAYS: 'forever' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).issues).toEqual([
      'TRACKING_RETENTION_DAYS must be a whole number from 1 to 365, got "forever"',
    ]);
  });
});
