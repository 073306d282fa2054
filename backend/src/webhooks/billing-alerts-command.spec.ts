import { parseBillingAlertsArgs } from './billing-alerts-command';

describe('npm run billing:alerts arguments', () => {
  it.each([
    [['list'], { command: 'list', all: false }],
    [['list', '--all'], { command: 'list', all: true }],
    [['resolve', '12'], { command: 'resolve', id: 12 }],
  ])('reads %j', (argv, expected) => {
    expect(parseBillingAlertsArgs(argv)).toEqual(expected);
  });

  it.each([
    [[]],
    [['resolve']],
    [['resolve', '0']],
    [['resolve', 'pi_1']],
    [['resolve', '1', '2']],
    [['list', '-a']],
    [['drop']],
  ])('refuses %j (usage, exit 2)', (argv) => {
    expect(parseBillingAlertsArgs(argv)).toBeNull();
  });
});
