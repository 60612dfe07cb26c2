// Sign-in and session calls of the spec's "Auth and session".
import { call, callEnvelope } from '../http/client.ts';
import type { CloseWorkflowLogRequest, LoadUserRequest, LoginRequest, PasswordChangeRequest } from './types.ts';

export const login = (body: LoginRequest) => call('/api/login', { body });
export const logout = () => call('/api/logout');
export const fetchUserInfo = () => call('/api/sys/user/info');
/** Answers the whole envelope: a refusal carries msg and data.vMessage for the form to show. */
export const changePassword = (body: PasswordChangeRequest) => callEnvelope('/api/sys/user/password', { body });
export const loadUser = (body: LoadUserRequest) => call('/api/loadUser', { body });
export const fetchClientFrameUrls = () => call('/api/getClientMessage');
export const addCloseWorkflowLog = (body: CloseWorkflowLogRequest) => call('/aip/closeWorkflowLog/add', { body });
