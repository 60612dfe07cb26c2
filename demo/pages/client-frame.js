// Loaded by the console in a hidden zero-size frame (a file, not inline: the server's CSP allows only its own scripts).
// Loaded by the console in a hidden zero-size frame: tells another client (knowledge, quality) that this tab
// has a signed-in hotline session. Same origin, same tab: it reads the session without a token in any URL.
const client = new URLSearchParams(location.search).get('client') || 'unknown';
const signedIn = Boolean(sessionStorage.getItem('token'));
sessionStorage.setItem('client:' + client, signedIn ? new Date().toISOString() : '');
