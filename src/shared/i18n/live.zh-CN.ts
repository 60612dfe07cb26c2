// Text of live changes pushed to the console, in a module of its own: the elements' shared chunk does not carry it.
export const liveText = {
  pageRevoked: '「{title}」的访问权限已被收回，页面已关闭',
} as const;
