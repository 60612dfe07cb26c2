// 岗位管理's calls, and the enabled posts the user form offers.
import { call } from '../http/client.ts';
import type { PostPageRequest, PostSaveRequest, PostUpdateRequest } from './contracts/sysPost.ts';

/** Session resource key of the enabled posts; the server pushes 'changed' for it after every post write. */
export const POSTS_RESOURCE = 'sys:posts';

export const fetchPostPage = (query: PostPageRequest, signal?: AbortSignal) => call('/api/sys/post/page', { body: query, signal });

export const fetchEnabledPosts = (signal?: AbortSignal) => call('/api/sys/post/list', { signal });

export const fetchPost = (id: number, signal?: AbortSignal) => call('/api/sys/post/info', { body: { id }, signal });

export const addPost = (input: PostSaveRequest) => call('/api/sys/post/save', { body: input });

export const updatePost = (input: PostUpdateRequest) => call('/api/sys/post/update', { body: input });

export const deletePosts = (ids: number[]) => call('/api/sys/post/delete', { body: { ids } });
