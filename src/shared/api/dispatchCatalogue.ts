// 派单目录's calls.
import { call, download } from '../http/client.ts';
import { catalogueText as t } from '../i18n/system-catalogue.zh-CN.ts';
import type { CatalogueFilters, CataloguePageRequest, CatalogueSaveRequest, CatalogueUpdateRequest } from './contracts/dispatchCatalogue.ts';

/** Session resource key of the catalogue; the server pushes 'changed' for it after every catalogue write. */
export const CATALOGUE_RESOURCE = 'sys:catalogue';

export const fetchCataloguePage = (query: CataloguePageRequest, signal?: AbortSignal) => call('/api/sys/dispatchCatalogue/page', { body: query, signal });

export const fetchCatalogueOptions = (signal?: AbortSignal) => call('/api/sys/dispatchCatalogue/options', { signal });

export const addCatalogueEntry = (input: CatalogueSaveRequest) => call('/api/sys/dispatchCatalogue/save', { body: input });

export const updateCatalogueEntry = (input: CatalogueUpdateRequest) => call('/api/sys/dispatchCatalogue/update', { body: input });

export const deleteCatalogueEntries = (ids: number[]) => call('/api/sys/dispatchCatalogue/delete', { body: { ids } });

export const downloadCatalogueTemplate = () => download('/api/sys/dispatchCatalogue/template', { filename: t.templateName });

export function importCatalogue(file: File, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file, file.name);
  return call('/api/sys/dispatchCatalogue/import', { body: form, query: {}, signal });
}

export const exportCatalogue = (filters: CatalogueFilters) => download('/api/sys/dispatchCatalogue/export', { body: filters, filename: t.exportName });
