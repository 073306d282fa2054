// The shell's own files every visit loads after main.js, listed by the build in
// dist/startup-assets.json, named in every page's <head>: its CSS inlined (the frame's header and
// footer are in the HTML and must paint styled without waiting for another request; linked instead
// when it cannot be inlined), its scripts preloaded.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from './html.mjs';
import { inlinableCss, styleTag } from './inline-styles.mjs';

/**
 * @param {string} distDir  the built shell
 * @returns {Promise<{ styles: string, preloads: { href: string, as: string, stylesheet?: boolean }[] }>}
 *   `styles`: the <style> elements; `preloads`: for preloadLinks (a stylesheet that could not be
 *   inlined is linked as one)
 */
export async function readStartupAssets(distDir) {
  let list;
  try {
    list = JSON.parse(await readFile(path.join(distDir, 'startup-assets.json'), 'utf8'));
  } catch {
    return { styles: '', preloads: [] }; // an older build without the list: nothing named up front
  }
  const { js = [], css = [] } = list;
  const files = await Promise.all(
    css.map(async (file) => {
      const href = `/${file}`;
      const content = await readFile(path.join(distDir, file), 'utf8').catch(() => null);
      return { href, inline: content === null ? null : inlinableCss(content, href) };
    }),
  );
  return {
    styles: files
      .filter((file) => file.inline !== null)
      .map((file) => styleTag(file.href, file.inline, escapeHtml))
      .join(''),
    preloads: [
      ...files
        .filter((file) => file.inline === null)
        .map(({ href }) => ({ href, as: 'style', stylesheet: true })),
      ...js.map((file) => ({ href: `/${file}`, as: 'script' })),
    ],
  };
}
