// The journeys' Jest environment: Node's, printing what a failed journey's pages show
// (support/failure-report.ts) at the moment it fails, while they are still open.
'use strict';

const { TestEnvironment } = require('jest-environment-node');

// The journeys' global that holds them (support/failure-report.ts fills it).
const { global: FAILURE_REPORTS } = require('./failure-reports-global.json');

class JourneyEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    for (const report of this.global[FAILURE_REPORTS] ?? []) {
      try {
        process.stderr.write(`${await report()}\n`);
      } catch (error) {
        process.stderr.write(`[journey failed] no report: ${error.message}\n`);
      }
    }
  }
}

module.exports = JourneyEnvironment;
