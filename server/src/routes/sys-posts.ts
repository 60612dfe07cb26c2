// Posts (岗位管理): page, list, detail, add, update, delete.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { pageOf } from '../lib/paging.ts';
import { addPost, deletePosts, enabledPosts, postDetail, postPage, updatePost } from '../services/posts/posts.ts';

const MODULE = '岗位管理';
/** Session resources of the consoles that list posts (the user form's post choice). */
const POSTS_RESOURCE = 'sys:posts';
const POST_LIST_READERS = ['sys:post:list', 'sys:user:save', 'sys:user:update'];

const sysPostsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const postsChanged = () => app.changes.publish({ push: { to: 'all', event: { type: 'changed', resources: [POSTS_RESOURCE] } } });

  app.route({ ...endpoint('/api/sys/post/page'), config: { permission: 'sys:post:list' }, handler: async (request) => {
    const input = request.body ?? {};
    return ok(await postPage(app.db, input, pageOf(input)));
  } });

  // The user form offers posts: whoever may list posts, add users or edit users may read them.
  app.route({ ...endpoint('/api/sys/post/list'), config: { permission: POST_LIST_READERS }, handler: async () => ok(await enabledPosts(app.db)) });

  app.route({ ...endpoint('/api/sys/post/info'), config: { permission: 'sys:post:info' }, handler: async (request) =>
    ok(await postDetail(app.db, request.body.id)) });

  app.route({ ...endpoint('/api/sys/post/save'), config: { permission: 'sys:post:save', log: { module: MODULE, action: '新增岗位' } },
    handler: async (request) => {
      const id = await addPost(app.db, request.body);
      await postsChanged();
      return ok({ id });
    } });

  app.route({ ...endpoint('/api/sys/post/update'), config: { permission: 'sys:post:update', log: { module: MODULE, action: '修改岗位' } },
    handler: async (request) => {
      const { id, ...fields } = request.body;
      await updatePost(app.db, id, fields);
      await postsChanged();
      return ok(null);
    } });

  app.route({ ...endpoint('/api/sys/post/delete'), config: { permission: 'sys:post:delete', log: { module: MODULE, action: '删除岗位' } },
    handler: async (request) => {
      await deletePosts(app.db, request.body.ids);
      await postsChanged();
      return ok(null);
    } });
};

export default sysPostsRoutes;
