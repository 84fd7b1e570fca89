import { useLingui } from "@lingui/react";
import type { Operation, Parameter } from "../../api/openapi.ts";
import { ScrollArea } from "../ScrollArea.tsx";

function typeOf(schema: unknown): string {
  if (typeof schema !== "object" || schema === null) return "";
  const s = schema as { type?: unknown; enum?: unknown; pattern?: unknown };
  if (Array.isArray(s.enum)) return s.enum.map(String).join(" | ");
  const base = typeof s.type === "string" ? s.type : "";
  return typeof s.pattern === "string" ? `${base} /${s.pattern}/` : base;
}

function SchemaBlock({ summary, schema }: { summary: string; schema: unknown }) {
  return (
    <details className="api-schema">
      <summary>{summary}</summary>
      <ScrollArea label={summary}>
        <code>{JSON.stringify(schema, null, 2)}</code>
      </ScrollArea>
    </details>
  );
}

function Parameters({ label, params }: { label: string; params: Parameter[] }) {
  const { i18n } = useLingui();
  return (
    <ScrollArea as="div" className="table-scroll" label={label}>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{i18n._({ id: "api.param.name", message: "Параметр" })}</th>
            <th scope="col">{i18n._({ id: "api.param.in", message: "Где" })}</th>
            <th scope="col">{i18n._({ id: "api.param.required", message: "Обязательный" })}</th>
            <th scope="col">{i18n._({ id: "api.param.type", message: "Тип" })}</th>
          </tr>
        </thead>
        <tbody>
          {params.map((p) => (
            <tr key={`${p.in}:${p.name}`}>
              <th scope="row">
                <code className="code">{p.name}</code>
              </th>
              <td>{p.in}</td>
              <td>{p.required ? i18n._({ id: "common.yes", message: "да" }) : i18n._({ id: "common.no", message: "нет" })}</td>
              <td>
                <code className="code">{typeOf(p.schema)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}

/** One method on one path: what it does, what it takes, what it answers. */
export function ApiOperation({ method, path, op }: { method: string; path: string; op: Operation }) {
  const { i18n } = useLingui();
  const body = Object.entries(op.requestBody);
  const parametersLabel = i18n._({ id: "api.parameters", message: "Параметры" });
  return (
    <section className="api-op" aria-label={`${method.toUpperCase()} ${path}`}>
      <h3 className="api-op-title">
        <span className={`method method--${method}`}>{method.toUpperCase()}</span> <code className="code">{path}</code>
      </h3>
      {op.summary && <p>{op.summary}</p>}
      {op.parameters.length > 0 && (
        <>
          <h4>{parametersLabel}</h4>
          <Parameters label={parametersLabel} params={op.parameters} />
        </>
      )}
      {body.length > 0 && (
        <>
          <h4>{i18n._({ id: "api.body", message: "Тело запроса" })}</h4>
          {body.map(([type, schema]) => (
            <SchemaBlock key={type} summary={type} schema={schema} />
          ))}
        </>
      )}
      {op.responses.length > 0 && (
        <>
          <h4>{i18n._({ id: "api.responses", message: "Ответы" })}</h4>
          <ul className="api-responses">
            {op.responses.map(({ status, content }) => {
              const types = Object.entries(content);
              return (
                <li key={status}>
                  {types.length === 0 ? (
                    <code className="code">{status}</code>
                  ) : (
                    types.map(([type, schema]) => <SchemaBlock key={type} summary={`${status} · ${type}`} schema={schema} />)
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
