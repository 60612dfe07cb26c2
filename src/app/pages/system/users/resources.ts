// Session resource keys of 用户管理: under the prefixes the server pushes when departments ('org') or roles change.
export const USER_DEPT_TREE_RESOURCE = 'org:userDeptTree';
export const USER_ROLES_RESOURCE = 'sys:roles:userForm';
