// Users' import (template, streamed .xlsx import, failed rows) and export of a query.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const sysUsersImportRoutes: FastifyPluginAsyncTypebox = async () => {
};

export default sysUsersImportRoutes;
