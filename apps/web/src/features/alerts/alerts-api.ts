'use client';

// The alerts API as the signed-in member (docs/api-alerts.md), with the token read at call time
// so an alert made right after sign-in goes out as the member who has just signed in.
import { type ApiClient, type ApiRelationships, ApiError, createApiClient } from '@/lib/api-client';
import { signedInApiClient } from '@/lib/session-api-client';
import type { AlertAttributes } from './alert-form';
import { type Alert, ALERT_INCLUDE, type AlertOpening, openingSchema, parseAlert } from './alert-records';

/** What a new alert watches: the campground, and at most one of a site type and a site. */
export interface AlertTarget {
  campgroundId: string;
  siteTypeId?: string | null;
  siteId?: string | null;
}

function targetRelationships(target: AlertTarget): ApiRelationships {
  return {
    campground: { type: 'campgrounds', id: target.campgroundId },
    ...(target.siteTypeId ? { 'site-type': { type: 'site-types', id: target.siteTypeId } } : {}),
    ...(target.siteId ? { site: { type: 'sites', id: target.siteId } } : {}),
  };
}

async function client(): Promise<ApiClient> {
  return signedInApiClient();
}

export async function createAlert(target: AlertTarget, attributes: AlertAttributes): Promise<Alert> {
  const document = await (
    await client()
  ).createDocument(
    'alerts',
    { ...attributes },
    { relationships: targetRelationships(target), query: { include: ALERT_INCLUDE } },
  );
  return parseAlert(document.data, document.related);
}

/** PATCH /alerts/{id}: new dates, nights, weekends only, RV length, or status (active | paused). */
export async function updateAlert(
  id: string,
  attributes: Partial<AlertAttributes> & { status?: 'active' | 'paused' },
): Promise<Alert> {
  const document = await (
    await client()
  ).updateDocument('alerts', id, { ...attributes }, { query: { include: ALERT_INCLUDE } });
  return parseAlert(document.data, document.related);
}

export async function deleteAlert(id: string): Promise<void> {
  await (await client()).deleteRecord('alerts', id);
}

export interface AlertPage {
  alerts: Alert[];
  total: number;
}

const ALERTS_PAGE_SIZE = 50;

/** The member's alerts, newest first (50 active or paused at most, so one page holds them). */
export async function listAlerts(): Promise<AlertPage> {
  const list = await (
    await client()
  ).findAll('alerts', { include: ALERT_INCLUDE, page: { size: ALERTS_PAGE_SIZE, number: 1 } });
  const total = typeof list.meta.total === 'number' ? list.meta.total : list.data.length;
  return { alerts: list.data.map((record) => parseAlert(record, list.related)), total };
}

export async function findAlert(id: string): Promise<Alert> {
  const document = await (await client()).findDocument('alerts', id, { include: ALERT_INCLUDE });
  return parseAlert(document.data, document.related);
}

const OPENINGS_PAGE_SIZE = 50;

/** The alert's openings, newest first, each rechecked for still-available now. */
export async function listOpenings(alertId: string): Promise<{ openings: AlertOpening[]; total: number }> {
  const list = await (
    await client()
  ).findAll(`alerts/${encodeURIComponent(alertId)}/openings`, { page: { size: OPENINGS_PAGE_SIZE, number: 1 } });
  const total = typeof list.meta.total === 'number' ? list.meta.total : list.data.length;
  return { openings: list.data.map((record) => openingSchema.parse(record)), total };
}

/**
 * POST /alert-openings/{id}/reservation: the checkout draft for the opening's site and dates.
 * Answers the draft's id; a 409 opening-taken rejects with the API's ApiError.
 */
export async function reserveOpening(openingId: string): Promise<string> {
  const document = await (
    await client()
  ).postActionDocument(`/alert-openings/${encodeURIComponent(openingId)}/reservation`, {
    type: 'reservations',
    attributes: {},
  });
  return document.data.id;
}

export function isOpeningTaken(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'opening-taken';
}

export function isProRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === 'pro-required';
}

/** What the form offers to watch: the campground's site types and sites (public, no token). */
export interface SiteChoice {
  id: string;
  name: string;
  siteTypeId: string;
  siteTypeName: string;
}

export async function listSiteChoices(campgroundId: string): Promise<SiteChoice[]> {
  const list = await createApiClient().findAll(`campgrounds/${encodeURIComponent(campgroundId)}/sites`);
  return list.data.map((record) => ({
    id: record.id,
    name: String(record.name ?? ''),
    siteTypeId: String(record.siteTypeId ?? ''),
    siteTypeName: String(record.siteTypeName ?? ''),
  }));
}
