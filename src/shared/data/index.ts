export { invalidate, loadResource, onSessionReset, resetSessionData, resourceOf, setResource } from './resource.ts';
export type { Fetcher, Resource } from './resource.ts';
export { useResource } from './useResource.ts';
