import protocol from '../../server/pages/inline-scripts-protocol.json';
import { markScriptsHeld } from './held-scripts';

function script(src?: string): HTMLScriptElement {
  const element = document.createElement('script');
  if (src) element.src = src;
  return element;
}

describe('markScriptsHeld', () => {
  test('the entry that ran from its file names that file in the cookie, for a year, on the whole site', () => {
    const doc = { cookie: '' };
    markScriptsHeld(script('https://www.busqy.example/main.1a2b3c4d.js'), doc, true);
    expect(doc.cookie).toBe(
      `${protocol.cookie}=main.1a2b3c4d.js; Max-Age=31536000; Path=/; SameSite=Lax; Secure`,
    );
    const plain = { cookie: '' };
    markScriptsHeld(script('http://localhost:3000/main.1a2b3c4d.js'), plain, false);
    expect(plain.cookie).not.toContain('Secure');
  });

  test('an entry carried in the page (no file), or no script at all, sets nothing', () => {
    const doc = { cookie: '' };
    markScriptsHeld(script(), doc, true);
    markScriptsHeld(null, doc, true);
    expect(doc.cookie).toBe('');
  });

  test('in a real document the cookie is there to read', () => {
    markScriptsHeld(script('http://localhost/main.1a2b3c4d.js'));
    expect(document.cookie).toContain(`${protocol.cookie}=main.1a2b3c4d.js`);
  });
});
