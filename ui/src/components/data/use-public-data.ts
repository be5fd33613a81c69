// The one place the data pages call the provider: a GET of a public call, made in the browser after
// hydration (never during the prerender). Plain fetch for now; to be swapped for the adapters' HTTP
// client (ofetch with the shared request set-up) without touching the components.
import type { CountryStatistic, DataSourceStatistic, SiteStatistics } from "@portolan/contracts";
import { isSuccessCode } from "@portolan/core";
import { useEffect, useState } from "react";

export type Remote<T> =
  | { readonly state: "loading" }
  | { readonly state: "ready"; readonly data: T }
  | { readonly state: "failed"; readonly code?: number; readonly message?: string };

interface Body {
  readonly code?: unknown;
  readonly msg?: unknown;
  readonly data?: unknown;
}

const get = async (path: string, signal: AbortSignal): Promise<Remote<unknown>> => {
  const response = await fetch(path, {
    signal,
    credentials: "same-origin",
    headers: { accept: "application/json" },
  });
  if (!response.ok) return { state: "failed", code: response.status, message: response.statusText };
  const body = (await response.json()) as Body;
  if (typeof body.code === "number" && isSuccessCode(body.code)) return { state: "ready", data: body.data };
  return {
    state: "failed",
    ...(typeof body.code === "number" ? { code: body.code } : {}),
    ...(typeof body.msg === "string" ? { message: body.msg } : {}),
  };
};

/** The data of a public GET call (undefined path: nothing is fetched and the state stays loading). */
export const usePublicData = <T>(path: string | undefined): Remote<T> => {
  const [remote, setRemote] = useState<Remote<T>>({ state: "loading" });
  useEffect(() => {
    if (path === undefined) return;
    const controller = new AbortController();
    setRemote({ state: "loading" });
    get(path, controller.signal)
      .then((r) => {
        if (!controller.signal.aborted) setRemote(r as Remote<T>);
      })
      .catch(() => {
        if (!controller.signal.aborted) setRemote({ state: "failed" });
      });
    return () => controller.abort();
  }, [path]);
  return remote;
};

export const useSiteStatistics = () => usePublicData<SiteStatistics>("/api/public/statistics");

export const useCountryStatistics = () =>
  usePublicData<readonly CountryStatistic[]>("/api/public/country/statistics");

export const useDataSourceStatistics = (dataSource: string | undefined) =>
  usePublicData<DataSourceStatistic>(
    dataSource === undefined
      ? undefined
      : `/api/public/dataSource/statistics?dataSource=${encodeURIComponent(dataSource)}`,
  );
