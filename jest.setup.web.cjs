// react-router 7 needs TextEncoder/TextDecoder, which jsdom does not provide.
'use strict';
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');
