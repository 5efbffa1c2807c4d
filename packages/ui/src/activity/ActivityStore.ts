import type { ApiErrorBody } from '@weather/api-client';
import type { ApiResult } from '../api/api-result';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ActivityTransport, AuditEntry, AuditExport, AuditFilters } from './activity-transport';
import { type ActivityFieldErrors, type ActivityFilterField, type ActivityFilterValues, EMPTY_FILTERS, toAuditFilters } from './activity-filters';

/** Rows per page of the Activity table. */
export const ACTIVITY_PAGE_SIZE = 50;

/**
 * The audit viewer (issue 30): the filter form, the rows found so far (newest first, more by the
 * cursor), the row opened in the drawer, and the export. Request state is explicit per request kind.
 * Made per visit by the admin remote's /activity page (every row) and the enterprise's Activity tab
 * (with its `enterpriseId`).
 */
export class ActivityStore {
  values: ActivityFilterValues = { ...EMPTY_FILTERS };
  fieldErrors: ActivityFieldErrors = {};
  /** The filters of the rows shown (Load more and Export use these, not what is being typed). */
  applied: AuditFilters = {};
  entries: AuditEntry[] = [];
  nextCursor: string | null = null;
  isLoading = false;
  isLoadingMore = false;
  hasLoaded = false;
  error: ApiErrorBody | null = null;
  isExporting = false;
  selected: AuditEntry | null = null;
  /** Each search gets a number: the answer of a search overtaken by a newer one is dropped. */
  private generation = 0;

  constructor(
    private readonly transport: ActivityTransport,
    /** An enterprise's tab: its id goes with every request (a SYSADMIN who manages it would otherwise read every row). */
    private readonly enterpriseId?: number,
  ) {
    makeAutoObservable<ActivityStore, 'transport' | 'enterpriseId' | 'generation'>(this, { transport: false, enterpriseId: false, generation: false });
  }

  get hasMore(): boolean {
    return this.nextCursor !== null;
  }

  get isEmpty(): boolean {
    return this.hasLoaded && this.entries.length === 0;
  }

  setValue<Field extends ActivityFilterField>(field: Field, value: ActivityFilterValues[Field]): void {
    this.values[field] = value;
    delete this.fieldErrors[field];
  }

  /** Runs the form's filters from the newest row; a field the API would refuse is marked instead. */
  async search(): Promise<void> {
    const { filters, errors } = toAuditFilters(this.values);
    this.fieldErrors = errors;
    if (Object.keys(errors).length > 0) return;
    this.applied = filters;
    await this.loadFirstPage();
  }

  /** Empties the form and shows the newest rows again. */
  async clear(): Promise<void> {
    this.values = { ...EMPTY_FILTERS };
    this.fieldErrors = {};
    this.applied = {};
    await this.loadFirstPage();
  }

  async reload(): Promise<void> {
    await this.loadFirstPage();
  }

  async loadMore(): Promise<void> {
    if (!this.nextCursor || this.isLoadingMore || this.isLoading) return;
    const generation = this.generation;
    this.isLoadingMore = true;
    const result = await this.transport.listAudit(this.filters(), this.nextCursor, ACTIVITY_PAGE_SIZE);
    runInAction(() => {
      if (generation !== this.generation) return;
      this.isLoadingMore = false;
      if (result.ok) {
        // Keyset pages never overlap; the check keeps a row once even if a page is asked for twice.
        const shown = new Set(this.entries.map((entry) => entry.id));
        this.entries = [...this.entries, ...result.data.items.filter((entry) => !shown.has(entry.id))];
        this.nextCursor = result.data.next_cursor;
        this.error = null;
      } else {
        this.error = result.error;
      }
    });
  }

  select(entry: AuditEntry | null): void {
    this.selected = entry;
  }

  /** The CSV of the rows the applied filters find (the API caps it). */
  async exportCsv(): Promise<ApiResult<AuditExport>> {
    this.isExporting = true;
    const result = await this.transport.exportAudit(this.filters());
    runInAction(() => {
      this.isExporting = false;
    });
    return result;
  }

  private filters(): AuditFilters {
    return this.enterpriseId === undefined ? this.applied : { ...this.applied, enterprise: this.enterpriseId };
  }

  private async loadFirstPage(): Promise<void> {
    this.generation += 1;
    const generation = this.generation;
    this.isLoading = true;
    this.isLoadingMore = false;
    const result = await this.transport.listAudit(this.filters(), null, ACTIVITY_PAGE_SIZE);
    runInAction(() => {
      if (generation !== this.generation) return;
      this.isLoading = false;
      if (result.ok) {
        this.entries = result.data.items;
        this.nextCursor = result.data.next_cursor;
        this.hasLoaded = true;
        this.error = null;
      } else {
        this.error = result.error;
        // The API's own field errors (a value the form let through) go under their fields.
        for (const fieldError of result.error.errors ?? []) {
          if (fieldError.field in EMPTY_FILTERS) this.fieldErrors[fieldError.field as ActivityFilterField] = fieldError.code;
        }
      }
    });
  }
}
