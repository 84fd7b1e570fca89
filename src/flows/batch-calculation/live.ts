import { fromPromise } from "xstate";
import type { BatchRequest } from "../../../core/contract/groups.ts";
import { batchCalculationMachine } from "../../../machines/batch-calculation/batch-calculation.machine.ts";
import type { BatchAnswer, BatchGroup } from "../../../machines/batch-calculation/batch-calculation.machine.ts";
import { call, messageOf } from "../../api/client.ts";
import type { GroupAnswer } from "../../api/groups.ts";
import { reach } from "../../api/reach.ts";

const offline = /*i18n*/ { id: "batch.offline", message: "Нет связи с сервером. Проверьте интернет и повторите" };

/** The batch calculation's home in the client: the group from the user service, the rows from POST /calculator/batch. */
export const liveBatchCalculation = batchCalculationMachine.provide({
  actors: {
    loadGroup: fromPromise<BatchGroup, { groupId: string }>(async ({ input }) => {
      const answer = await reach(() => call("userGroup", { params: { id: input.groupId } }), offline);
      if (answer.status !== 200) throw new Error(messageOf(answer.body) ?? `HTTP ${answer.status}`);
      const group = (answer.body as GroupAnswer).data;
      return { name: group.name, codes: group.codes.map((c) => c.code) };
    }),
    calculateBatch: fromPromise<BatchAnswer, BatchRequest>(async ({ input }) => {
      const answer = await reach(() => call("calculatorBatch", { body: input }), offline);
      const body = answer.body as { data?: BatchAnswer["rows"]; errors?: Record<string, string[]> } | null;
      if (answer.status === 200) return { status: 200, rows: body?.data ?? [] };
      return { status: answer.status, fields: body?.errors ?? {}, message: messageOf(answer.body) ?? undefined };
    }),
  },
});
