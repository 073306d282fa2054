// The shell's own files every visit loads after main.js, listed by the build in
// dist/startup-assets.json, named in every page's <head>: its CSS inlined (the frame's header and
// footer are in the HTML and must paint styled without waiting for another request; linked instead
// when it cannot be inlined), its scripts preloaded.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from './html.js';
import { inlinableCss, styleTag } from './inline-styles.js';

/** dist/startup-assets.json, as shell/build/startup-assets-plugin.cjs writes it. */
interface StartupAssetList {
  js?: string[];
  css?: string[];
}

/** A file for preloadLinks (remote-preloads.ts); `stylesheet`: linked as a stylesheet. */
export interface StartupPreload {
  href: string;
  as: 'script' | 'style';
  stylesheet?: boolean;
}

export interface StartupAssets {
  /** The <style> elements. */
  styles: string;
  /** For preloadLinks (a stylesheet that could not be inlined is linked as one). */
  preloads: StartupPreload[];
}

/** @param distDir  the built shell */
export async function readStartupAssets(distDir: string): Promise<StartupAssets> {
  let list: StartupAssetList;
  try {
    list = JSON.parse(await readFile(path.join(distDir, 'startup-assets.json'), 'utf8')) as StartupAssetList;
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
      .flatMap(({ href, inline }) => (inline === null ? [] : [styleTag(href, inline, escapeHtml)]))
      .join(''),
    preloads: [
      ...files
        .filter((file) => file.inline === null)
        .map(({ href }): StartupPreload => ({ href, as: 'style', stylesheet: true })),
      ...js.map((file): StartupPreload => ({ href: `/${file}`, as: 'script' })),
    ],
  };
}
