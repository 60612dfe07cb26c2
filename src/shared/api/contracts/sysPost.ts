// Posts (岗位): list and form; users carry posts.
import { Type, type Static } from '@sinclair/typebox';
import { Body, IntEnum, Int, NoBody, NullableDateTime, NullableText, Optional, OptionalBody, Page, Paging, ReqStr, Str, type EndpointMap } from './schema.ts';

/** 0 停用, 1 正常 */
export const PostStatus = IntEnum([0, 1] as const);

export const Post = Type.Object({
  id: Type.Integer(),
  postCode: Type.String(),
  postName: Type.String(),
  sort: Type.Integer(),
  status: Type.Integer(),
  remark: NullableText(),
  createTime: NullableDateTime(),
});
export type Post = Static<typeof Post>;

/** An enabled post as the user form offers it. */
export const PostOption = Type.Object({
  id: Type.Integer(), postCode: Type.String(), postName: Type.String(), sort: Type.Integer(), status: Type.Integer(),
});
export type PostOption = Static<typeof PostOption>;

export const PostPageRequest = OptionalBody({
  ...Paging,
  postCode: Optional(Str(64)),
  postName: Optional(Str(50)),
  status: Optional(PostStatus),
});
export type PostPageRequest = Static<typeof PostPageRequest>;

const postFields = {
  postCode: ReqStr(64),
  postName: ReqStr(50),
  sort: Int(0, 9999),
  status: PostStatus,
  remark: Optional(Str(500)),
};

export const PostSaveRequest = Body(postFields);
export type PostSaveRequest = Static<typeof PostSaveRequest>;
export const PostUpdateRequest = Body({ id: Int(1), ...postFields });
export type PostUpdateRequest = Static<typeof PostUpdateRequest>;

export const sysPostEndpoints = {
  '/api/sys/post/page': { body: PostPageRequest, reply: Page(Post) },
  /** Enabled posts by sort, for the user form. */
  '/api/sys/post/list': { body: NoBody, reply: Type.Array(PostOption) },
  '/api/sys/post/info': { body: Body({ id: Int(1) }), reply: Post },
  '/api/sys/post/save': { body: PostSaveRequest, reply: Type.Object({ id: Type.Integer() }) },
  '/api/sys/post/update': { body: PostUpdateRequest, reply: Type.Null() },
  /** Refused while users carry one of the posts. */
  '/api/sys/post/delete': { body: Body({ ids: Type.Array(Int(1), { minItems: 1, maxItems: 100 }) }), reply: Type.Null() },
} as const satisfies EndpointMap;
