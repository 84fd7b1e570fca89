import type { MessageDescriptor } from "@lingui/core";
import type { AnyStateMachine } from "xstate";
import { toastManagerMachine } from "./toast/toast-manager.machine.ts";
import { toastMachine } from "./toast/toast.machine.ts";

/**
 * Every statechart of the product: `npm run diagrams` draws each one, `/flows` shows them,
 * tests/machines/diagrams.test.ts checks the drawings are current.
 *
 * Adding a machine: write `machines/<dir>/<id>.machine.ts`, add one line here, write the
 * event samples for its path test in tests/machines/<dir>.test.ts, run `npm run diagrams`.
 * No React here: the server and scripts import this file.
 */
export interface FlowEntry {
  /** The machine's own `id`; names the diagram files `machines/<dir>/<id>.mmd|.svg`. */
  id: string;
  /** Folder under machines/ when it differs from `id` (sibling machines of one flow). */
  dir?: string;
  machine: AnyStateMachine;
  title: MessageDescriptor;
  description: MessageDescriptor;
}

export const FLOWS: readonly FlowEntry[] = [
  {
    id: "toast",
    machine: toastMachine,
    title: /*i18n*/ { id: "flows.toast.title", message: "Жизненный цикл уведомления" },
    description: /*i18n*/ {
      id: "flows.toast.description",
      message:
        "Уведомление появляется, показывается 2,5 секунды и закрывается за 300 мс. Уведомление о задаче ждёт её окончания. Смена адреса страницы закрывает показанные уведомления.",
    },
  },
  {
    id: "toastManager",
    dir: "toast",
    machine: toastManagerMachine,
    title: /*i18n*/ { id: "flows.toastManager.title", message: "Диспетчер уведомлений" },
    description: /*i18n*/ {
      id: "flows.toastManager.description",
      message:
        "Заводит по сценарию на каждое уведомление библиотеки, передаёт ему события и смену адреса страницы, просит библиотеку закрыть уведомление.",
    },
  },
];

/** The diagram files of a flow, relative to the project root, without extension. */
export function flowDiagramBase(entry: Pick<FlowEntry, "id" | "dir">): string {
  return `machines/${entry.dir ?? entry.id}/${entry.id}`;
}
