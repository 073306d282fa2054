export interface LegalSection {
  title: string;
  paragraphs: string[];
  /** An optional list after the paragraphs. */
  items?: string[];
}

export interface LegalDocumentContent {
  meta: { title: string; description: string };
  title: string;
  /** SPEC §2: 'last updated 29 April 2025'. */
  updated: string;
  intro: string;
  sections: LegalSection[];
}

export const LAST_UPDATED = 'Última atualização: 29 de abril de 2025';
