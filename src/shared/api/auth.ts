// Sign-in and session calls of the spec's "Auth and session".
import { request, requestEnvelope } from '../http/client.ts';
import type {
  ClientMessageResult,
  CloseWorkflowLogRequest,
  LoadUserRequest,
  LoadUserResult,
  LoginRequest,
  LoginResult,
  PasswordChangeRequest,
  UserInfo,
} from './types.ts';

export const login = (body: LoginRequest) => request<LoginResult>('/api/login', { body });
export const logout = () => request<null>('/api/logout');
export const fetchUserInfo = () => request<UserInfo | null>('/api/sys/user/info');
/** Answers the whole envelope: a refusal carries msg and data.vMessage for the form to show. */
export const changePassword = (body: PasswordChangeRequest) =>
  requestEnvelope<{ vMessage?: string[] } | null>('/api/sys/user/password', { body });
export const loadUser = (body: LoadUserRequest) => request<LoadUserResult>('/api/loadUser', { body });
export const fetchClientFrameUrls = () => request<ClientMessageResult>('/api/getClientMessage');
export const addCloseWorkflowLog = (body: CloseWorkflowLogRequest) => request<null>('/aip/closeWorkflowLog/add', { body });
