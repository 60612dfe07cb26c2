// 派单目录's calls.
import { call } from '../http/client.ts';
import type { CataloguePageRequest, CatalogueSaveRequest, CatalogueUpdateRequest } from './contracts/dispatchCatalogue.ts';

/** Session resource key of the catalogue; the server pushes 'changed' for it after every catalogue write. */
export const CATALOGUE_RESOURCE = 'sys:catalogue';

export const fetchCataloguePage = (query: CataloguePageRequest, signal?: AbortSignal) => call('/api/sys/dispatchCatalogue/page', { body: query, signal });

export const fetchCatalogueOptions = (signal?: AbortSignal) => call('/api/sys/dispatchCatalogue/options', { signal });

export const addCatalogueEntry = (input: CatalogueSaveRequest) => call('/api/sys/dispatchCatalogue/save', { body: input });

export const updateCatalogueEntry = (input: CatalogueUpdateRequest) => call('/api/sys/dispatchCatalogue/update', { body: input });

export const deleteCatalogueEntries = (ids: number[]) => call('/api/sys/dispatchCatalogue/delete', { body: { ids } });
