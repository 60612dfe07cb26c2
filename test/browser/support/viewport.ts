// The browser window's size, through the test runner's set-viewport command (its plugin is always installed).
const sessionId = new URLSearchParams(location.search).get('wtr-session-id');

export async function setViewport(width: number, height: number): Promise<void> {
  // A variable, not a literal: the test bundler must leave the runner's own socket module to the runner.
  const socketModule = '/__web-dev-server__web-socket.js';
  const { sendMessageWaitForResponse } = (await import(socketModule)) as {
    sendMessageWaitForResponse: (message: object) => Promise<{ executed: boolean }>;
  };
  const response = await sendMessageWaitForResponse({ type: 'wtr-command', sessionId, command: 'set-viewport', payload: { width, height } });
  if (!response.executed) throw new Error('set-viewport is not available');
}
