// The business refusal: a rule of the centre says no (a state, a role, a duplicate, a record in use). One for every service.

/**
 * Thrown by a service when a rule refuses the action. The error handler (plugins/errors.ts) answers it with HTTP 200,
 * code 1 and this reason; thrown inside a transaction it has rolled that transaction back, so nothing changed.
 */
export class Refusal extends Error {
  override readonly name = 'Refusal';
}
