// react-router 7 needs TextEncoder/TextDecoder, which jsdom does not provide.
'use strict';
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');

// Remote suites run once per supported platform contract version, in parallel on a shared 2-core
// machine: the first lazy page of a suite can take over a second to compile, longer than
// Testing Library's default 1 s wait for findBy*. Waiting longer changes no assertion.
require('@testing-library/react').configure({ asyncUtilTimeout: 4000 });
